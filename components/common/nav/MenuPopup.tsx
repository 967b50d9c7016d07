'use client';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Link } from './Link';

// The MUI menu behind DemandMenu: loaded with the first opening of any menu.

export type DemandMenuItem = {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  selected?: boolean;
  /** A link item (the menu closes as it navigates). */
  href?: string;
  lang?: string;
  testId?: string;
  onChoose?: () => void;
};

export type DemandMenuProps = {
  /** The element the menu hangs from; the menu is open while it is set. */
  anchor: HTMLElement | null;
  onClose: () => void;
  items: DemandMenuItem[];
  /** Below the anchor (default) or to its right (the collapsed side menu). */
  placement?: 'below' | 'right';
};

const RIGHT = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'left' },
} as const;

export function MenuPopup({ anchor, onClose, items, placement }: DemandMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} {...(placement === 'right' ? RIGHT : {})}>
      {items.map(({ key, label, icon, selected, href, lang, testId, onChoose }) => (
        <MenuItem
          key={key}
          selected={selected}
          lang={lang}
          data-testid={testId}
          {...(href ? { component: Link, href } : {})}
          onClick={() => {
            onClose();
            onChoose?.();
          }}
        >
          {icon && <ListItemIcon>{icon}</ListItemIcon>}
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
