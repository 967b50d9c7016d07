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
  /** A choice that stays chosen (a column shown, a density): its state said as menuitemcheckbox or menuitemradio, the menu left open. */
  checked?: { kind: 'checkbox' | 'radio'; value: boolean };
  /** A line under it: the end of a group of items. */
  divider?: boolean;
};

export type DemandMenuProps = {
  /** The element the menu hangs from; the menu is open while it is set. */
  anchor: HTMLElement | null;
  onClose: () => void;
  items: DemandMenuItem[];
  /** Below the anchor (default) or to its right (the collapsed side menu). */
  placement?: 'below' | 'right';
  /** The menu's name for a screen reader, when its button's text does not say it. */
  label?: string;
};

const RIGHT = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'left' },
} as const;

export function MenuPopup({ anchor, onClose, items, placement, label: menuLabel }: DemandMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} {...(placement === 'right' ? RIGHT : {})} slotProps={menuLabel ? { list: { 'aria-label': menuLabel } } : undefined}>
      {items.map(({ key, label, icon, selected, href, lang, testId, onChoose, checked, divider }) => (
        <MenuItem
          key={key}
          selected={selected}
          lang={lang}
          divider={divider}
          data-testid={testId}
          {...(checked && { role: `menuitem${checked.kind}`, 'aria-checked': checked.value })}
          {...(href ? { component: Link, href } : {})}
          onClick={() => {
            if (!checked) onClose();
            onChoose?.();
          }}
        >
          {(icon || checked) && <ListItemIcon>{icon}</ListItemIcon>}
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
