'use client';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { sameValue, type OptionElement } from './selectValue';

// The listbox of the portal's select (components/common/forms/SelectInput.tsx), as MUI's Select
// draws it: loaded with the first opening. Each option is the MenuItem given, with the ARIA
// and handlers of an option (an `<Option>` drawn as a MUI MenuItem); choosing one (click, Enter, Space) closes the menu.

type Props = {
  anchor: HTMLElement | null; // open while set
  onClose: () => void;
  onChoose: (value: unknown, event: SyntheticEvent) => void;
  items: OptionElement[];
  value: unknown;
  name?: string;
  listboxId: string;
  labelId?: string;
  minWidth?: number;
};

export function SelectMenu({ anchor, onClose, onChoose, items, value, name, listboxId, labelId, minWidth }: Props) {
  return (
    <Menu
      id={`menu-${name ?? ''}`}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        list: { 'aria-labelledby': labelId, role: 'listbox', disableListWrap: true, id: listboxId },
        paper: { style: { minWidth } },
      }}
    >
      {items.map((item, index) => {
        const { value: option, children, disabled, onClick } = item.props;
        const selected = sameValue(value, option);
        return (
          <MenuItem
            key={item.key ?? index}
            aria-selected={selected ? 'true' : 'false'}
            role="option"
            selected={selected}
            disabled={disabled}
            data-value={option}
            onClick={(event: MouseEvent) => {
              if (!event.currentTarget.hasAttribute('tabindex')) return; // a disabled option
              onClick?.(event);
              onChoose(option, event);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
              if (event.key !== ' ' || event.target !== event.currentTarget || event.defaultPrevented) return;
              event.preventDefault();
              if (!event.repeat) event.currentTarget.click();
            }}
            onKeyUp={(event: KeyboardEvent) => event.key === ' ' && event.preventDefault()}
          >
            {children}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
