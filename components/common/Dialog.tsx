'use client';
import MuiDialog, { type DialogProps } from '@mui/material/Dialog';
import { useBackCloses } from './useBackCloses';

// Every dialog of the portal: full-screen below the mobile breakpoint (the theme's
// MuiDialog overrides, which also reach dialogs that libraries open), the page's scroll
// locked behind it (MUI's modal), and back closes it before it leaves the screen.
export function Dialog(props: DialogProps) {
  const { open, onClose } = props;
  useBackCloses(open, onClose && (() => onClose({}, 'escapeKeyDown')));
  return <MuiDialog {...props} />;
}
