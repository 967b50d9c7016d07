'use client';
import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import { Z_BASE } from '@/lib/theme/theme';

// The popup of MessagePopup: the text over a 0.3 shade, open while there is a text.

export function MessagePopupView({ text, onClose }: { text?: string; onClose: () => void }) {
  return (
    <Modal
      open={Boolean(text)}
      onClose={onClose}
      sx={{ zIndex: Z_BASE + 1, display: 'grid', placeItems: 'center', p: 2 }}
      slotProps={{ backdrop: { sx: { bgcolor: 'rgba(0,0,0,0.3)' }, 'data-testid': 'popup-shade' } as object }}
    >
      <Box
        role="alertdialog"
        tabIndex={-1}
        aria-live="assertive"
        sx={{
          maxWidth: 360,
          px: 3,
          py: 2,
          borderRadius: 2,
          bgcolor: 'rgba(0,0,0,0.78)',
          color: '#fff',
          textAlign: 'center',
          outline: 'none',
        }}
      >
        <Typography variant="body1">{text}</Typography>
      </Box>
    </Modal>
  );
}
