'use client';
import type { DialogProps } from '@mui/material/Dialog';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useBackCloses } from './useBackCloses';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';

// Every dialog of the portal: full-screen below the mobile breakpoint (the theme's
// MuiDialog overrides, which also reach dialogs that libraries open), the page's scroll
// locked behind it (MUI's modal), and back closes it before it leaves the screen. MUI's
// dialog (and its modal, backdrop, focus trap and transition) loads when one first opens
// (issue 15), then stays mounted so that it closes with its transition. A dialog whose own
// body loads on first show names its loader (`preload`), which starts beside MUI's.
const MuiDialog = dynamic(() => import('@mui/material/Dialog'));

export function Dialog({ preload, ...props }: DialogProps & { preload?: () => Promise<unknown> }) {
  const { open, onClose } = props;
  useBackCloses(open, onClose && (() => onClose({}, 'escapeKeyDown')));
  useEffect(() => {
    if (open) void preload?.();
  }, [open, preload]);
  return useOpenedOnce(open) ? <MuiDialog {...props} /> : null;
}
