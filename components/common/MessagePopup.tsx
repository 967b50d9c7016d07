'use client';
import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import { useEffect, useSyncExternalStore } from 'react';
import { Z_BASE } from '@/lib/theme/theme';

// The popup with shade of spec §8/§9: the server's msg over a 0.3 shade; it closes when the
// shade is clicked or after 3000 ms.

const POPUP_MS = 3000;
type Popup = { id: number; text: string } | null;
let current: Popup = null;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showPopup(text: string) {
  current = { id: ++seq, text };
  emit();
}

export function closePopup() {
  current = null;
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function MessagePopup() {
  const popup = useSyncExternalStore(subscribe, () => current, () => null);
  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(closePopup, POPUP_MS);
    return () => clearTimeout(timer);
  }, [popup]);

  return (
    <Modal
      open={Boolean(popup)}
      onClose={closePopup}
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
        <Typography variant="body1">{popup?.text}</Typography>
      </Box>
    </Modal>
  );
}
