'use client';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { attachToasts } from './toastQueue';

// notistack itself, loaded by ToastHost with the first toast. Toasts at the bottom, clear of
// the top bar's controls (spec §9: 1000 ms).

function Attach() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => attachToasts(enqueueSnackbar), [enqueueSnackbar]);
  return null;
}

export function ToastLayer() {
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={1000} dense anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Attach />
    </SnackbarProvider>
  );
}
