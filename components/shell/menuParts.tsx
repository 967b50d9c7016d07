'use client';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

// The side menu's rows as MUI's List, ListItemButton, ListItemIcon, ListItemText and Collapse
// draw them (the same class names, looks and 300 ms opening), without those components: the
// menu is on every screen and uses a small part of them (issue 15).

export const EntryList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, position: 'relative' });

/** A row: a `div` with the button role, as MUI's ListItemButton renders by default. */
export const EntryButton = styled((props: ButtonBaseProps) => <ButtonBase component="div" {...props} />)(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  const { selectedOpacity, hoverOpacity, focusOpacity } = palette.action;
  const tint = (opacity: number | string) => theme.alpha(palette.primary.main, opacity);
  return {
    display: 'flex',
    flexGrow: 1,
    justifyContent: 'flex-start',
    alignItems: 'center',
    position: 'relative',
    textDecoration: 'none',
    minWidth: 0,
    boxSizing: 'border-box',
    textAlign: 'left',
    paddingTop: 8,
    paddingBottom: 8,
    paddingLeft: 16,
    paddingRight: 16,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { textDecoration: 'none', backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&.Mui-focusVisible': { backgroundColor: palette.action.focus },
    '&.Mui-selected': {
      backgroundColor: tint(selectedOpacity),
      '&.Mui-focusVisible': { backgroundColor: tint(`${selectedOpacity} + ${focusOpacity}`) },
      '&:hover': { backgroundColor: tint(`${selectedOpacity} + ${hoverOpacity}`), '@media (hover: none)': { backgroundColor: tint(selectedOpacity) } },
    },
  };
});

export const EntryIcon = styled('span')(({ theme }) => ({
  minWidth: 56,
  color: (theme.vars || theme).palette.action.active,
  flexShrink: 0,
  display: 'inline-flex',
}));

const Text = styled('span')({ flex: '1 1 auto', minWidth: 0, marginTop: 4, marginBottom: 4, display: 'block' });
const Primary = styled('span')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'block',
  margin: 0,
  fontSize: 14,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));

/** One line of text, cut with an ellipsis (the full name is in the row's hint). */
export function EntryText({ children }: { children: ReactNode }) {
  return (
    <Text className="MuiListItemText-root">
      <Primary className="MuiTypography-root MuiTypography-body1 MuiTypography-noWrap MuiListItemText-primary">{children}</Primary>
    </Text>
  );
}

const Frame = styled('div')(({ theme }) => ({
  overflow: 'hidden',
  transition: theme.transitions.create('height', { duration: 300 }),
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

/**
 * A group's rows: open, they slide down to their height in 300 ms; closed, they slide up and
 * leave the DOM (MUI's Collapse with `unmountOnExit`).
 */
export function Expand({ open, children, sx }: { open: boolean; children: ReactNode; sx?: SxProps<Theme> }) {
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const [settled, setSettled] = useState(open); // open and done moving: height auto
  if (open && !mounted) setMounted(true);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const full = `${node.scrollHeight}px`;
    if (open) {
      if (settled) return undefined;
      node.style.height = '0px';
      void node.offsetHeight; // start from 0
      node.style.height = full;
    } else {
      node.style.height = full;
      void node.offsetHeight;
      node.style.height = '0px';
    }
    const done = window.setTimeout(() => {
      if (open) {
        node.style.height = '';
        setSettled(true);
      } else {
        setSettled(false);
        setMounted(false);
      }
    }, 300);
    return () => window.clearTimeout(done);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- moves when `open` changes only
  }, [open]);
  if (!mounted) return null;
  const state = open && settled ? 'MuiCollapse-entered' : !open ? 'MuiCollapse-hidden' : '';
  return (
    <Frame ref={ref} sx={sx} className={['MuiCollapse-root MuiCollapse-vertical', state].filter(Boolean).join(' ')}>
      {children}
    </Frame>
  );
}
