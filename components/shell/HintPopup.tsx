'use client';
import Box from '@mui/material/Box';
import Popper from '@mui/material/Popper';
import type { HintPlacement } from './Hint';

// The bubble of Hint, in the look of MUI's tooltip (Popper's root is the role="tooltip"):
// loaded with the first hint shown.

const OFFSET = [{ name: 'offset', options: { offset: [0, 8] } }];

export function HintPopup({ id, anchor, title, placement }: { id: string; anchor: HTMLElement | null; title: string; placement: HintPlacement }) {
  return (
    <Popper id={id} open={Boolean(anchor)} anchorEl={anchor} placement={placement} modifiers={OFFSET} sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}>
      <Box
        sx={{ maxWidth: 300, px: 1, py: 0.5, borderRadius: 1, bgcolor: 'rgba(97, 97, 97, 0.92)', color: '#fff', fontSize: 11, fontWeight: 500, lineHeight: 1.4, overflowWrap: 'break-word' }}
      >
        {title}
      </Box>
    </Popper>
  );
}
