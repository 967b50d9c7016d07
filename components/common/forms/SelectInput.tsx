'use client';
import { styled } from '@mui/material/styles';
import SvgIcon from '@mui/material/SvgIcon';
import dynamic from 'next/dynamic';
import {
  Children, isValidElement, useCallback, useEffect, useId, useImperativeHandle, useRef, useState,
  type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref, type SyntheticEvent,
} from 'react';
import { sameValue, type OptionElement } from './selectValue';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';

// The select of the portal's TextField (components/common/forms/TextField.tsx): MUI's Select as the
// operator sees and uses it – a combobox with the chosen option, a hidden input with the value,
// the arrow, a listbox menu that opens on a press, Space, Enter or an arrow key and gives the
// focus back on closing – but its menu (MUI Menu, Popover, Modal, focus trap, transitions)
// loads with the first opening, as every menu of the portal does (issue 15). Options are
// `<Option>`s (./selectValue.ts) with a `value`, written as MUI's MenuItems are for its Select.

const SelectMenu = dynamic(() => import('./SelectMenu').then((m) => m.SelectMenu));
const loadMenu = () => import('./SelectMenu');

const filled = (value: unknown) => value != null && value !== '';

const Display = styled('div')(({ theme }) => ({
  WebkitAppearance: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: (theme.vars || theme).shape.borderRadius,
  height: 'auto',
  minHeight: '1.4375em',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  '&&&': { paddingRight: 32 },
  '&.Mui-disabled': { cursor: 'default' },
}));
const NativeInput = styled('input')({ bottom: 0, left: 0, position: 'absolute', opacity: 0, pointerEvents: 'none', width: '100%', boxSizing: 'border-box' });
const Arrow = styled(SvgIcon)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: (theme.vars || theme).palette.action.active,
  '&.Mui-disabled': { color: (theme.vars || theme).palette.action.disabled },
  '&.MuiSelect-iconOpen': { transform: 'rotate(180deg)' },
}));

type Handle = { focus: () => void; node: HTMLInputElement | null; value: unknown };

type Props = {
  // From InputBase (the input component's props).
  value?: unknown;
  name?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  required?: boolean;
  readOnly?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  onChange?: (event: SyntheticEvent | Event) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  ref?: Ref<Handle>;
  // From the TextField.
  options: ReactNode;
  labelId?: string;
  displayEmpty?: boolean;
  [attribute: string]: unknown; // the html input's own (data-testid…), on the hidden input as MUI puts them
};

export function SelectInput(props: Props) {
  const {
    value = '', name, id, className, disabled, required, readOnly, onChange, onFocus, onBlur, ref, options, labelId, displayEmpty,
    'aria-describedby': describedBy, 'aria-invalid': invalid, ...other
  } = props;
  const displayRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null); // the field, while the menu is open
  const open = anchor !== null;
  const [minWidth, setMinWidth] = useState<number>();
  const mounted = useOpenedOnce(open);
  const listboxId = useId();

  useImperativeHandle(ref, () => ({ focus: () => displayRef.current?.focus(), node: inputRef.current, value }), [value]);

  // A click on the label focuses the field, as MUI's Select does.
  useEffect(() => {
    const label = labelId ? document.getElementById(labelId) : null;
    if (!label) return undefined;
    const focus = () => getSelection()?.isCollapsed && displayRef.current?.focus();
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [labelId]);

  const items = Children.toArray(options).filter(isValidElement) as OptionElement[];
  const chosen = items.find((item) => sameValue(value, item.props.value));
  const display = filled(value) || displayEmpty ? chosen?.props.children : null;

  const show = () => {
    if (disabled || readOnly) return;
    const field = displayRef.current?.parentElement ?? null;
    setMinWidth(field?.clientWidth);
    setAnchor(field);
  };
  const close = useCallback(() => setAnchor(null), []);
  const choose = useCallback(
    (next: unknown, event: SyntheticEvent) => {
      if (next !== value) {
        // As MUI's Select: the event cloned, its target the value and the name.
        const native = event.nativeEvent;
        const clone = new (native.constructor as typeof Event)(native.type, native);
        Object.defineProperty(clone, 'target', { writable: true, value: { value: next, name } });
        onChange?.(clone);
      }
      setAnchor(null);
    },
    [value, name, onChange],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (readOnly || !['Enter', ' ', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    show();
  };
  const onMouseDown = (event: MouseEvent) => {
    if (event.button !== 0) return;
    event.preventDefault(); // the focus goes to the field, not to the text under the pointer
    displayRef.current?.focus();
    show();
  };
  const blur = (event: FocusEvent) => {
    if (open || !onBlur) return;
    Object.defineProperty(event, 'target', { writable: true, value: { value, name } });
    onBlur(event);
  };

  return (
    <>
      <Display
        ref={displayRef}
        id={name ? `mui-component-select-${name}` : undefined} // MUI's ids: the field's id is the value's input
        role="combobox"
        tabIndex={disabled ? undefined : 0}
        aria-controls={open ? listboxId : undefined}
        aria-disabled={disabled ? 'true' : undefined}
        aria-expanded={open ? 'true' : 'false'}
        aria-haspopup="listbox"
        aria-readonly={readOnly ? 'true' : undefined}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-required={required ? 'true' : undefined}
        aria-invalid={invalid ? 'true' : undefined}
        className={['MuiSelect-select MuiSelect-outlined', invalid && 'Mui-error', className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
        onMouseDown={disabled || readOnly ? undefined : onMouseDown}
        onFocus={(event) => {
          void loadMenu(); // the menu's code, before the first opening asks for it
          onFocus?.(event);
        }}
        onPointerEnter={() => void loadMenu()}
        onBlur={blur}
      >
        {display ?? (
          <span className="notranslate" aria-hidden>
            {'\u200b'}
          </span>
        )}
      </Display>
      <NativeInput
        aria-invalid={invalid}
        value={filled(value) ? String(value) : ''}
        name={name}
        ref={inputRef}
        aria-hidden
        onChange={() => {}}
        tabIndex={-1}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
        className="MuiSelect-nativeInput"
        {...other}
        id={id}
      />
      <Arrow className={['MuiSelect-icon MuiSelect-iconOutlined', open && 'MuiSelect-iconOpen', disabled && 'Mui-disabled'].filter(Boolean).join(' ')}>
        <path d="M7 10l5 5 5-5z" />
      </Arrow>
      {mounted && (
        <SelectMenu
          anchor={anchor}
          onClose={close}
          onChoose={choose}
          items={items}
          value={value}
          name={name}
          listboxId={listboxId}
          labelId={labelId}
          minWidth={minWidth}
        />
      )}
    </>
  );
}
