'use client';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import { SelectInput } from './SelectInput';

export { Option } from './selectValue';

// MUI's outlined TextField, light: MUI's TextField imports Select, and with it Menu, Popover,
// Modal and the other two input variants, on every screen with a field (issue 15). Same props,
// same DOM and classes as MUI's for the props the portal uses. With `select`, the options are
// `<Option>`s written as MUI MenuItems are, and the menu loads with the first opening
// (./SelectInput.tsx).

type SlotObjects = {
  input?: object;
  htmlInput?: object;
  inputLabel?: { shrink?: boolean } & object;
  formHelperText?: object;
  select?: { displayEmpty?: boolean };
};

export function TextField(props: Omit<TextFieldProps, 'variant' | 'SelectProps'>) {
  const {
    id: idOverride, label, helperText, error, required, disabled, fullWidth, size, margin, color, focused, hiddenLabel, sx, className, style,
    slotProps, autoComplete, autoFocus, defaultValue, multiline, name, rows, minRows, maxRows, type, value, inputRef, onBlur, onChange, onFocus, placeholder,
    select, children, ...rest
  } = props;
  const autoId = useId();
  const id = idOverride ?? autoId;
  const slots = (slotProps ?? {}) as SlotObjects;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  const shrink = slots.inputLabel?.shrink;
  return (
    <FormControl
      {...rest}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      sx={sx}
      style={style}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      margin={margin}
      color={color}
      focused={focused}
      hiddenLabel={hiddenLabel}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...slots.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        {...(shrink !== undefined ? { notched: shrink } : {})}
        {...(select
          ? { inputComponent: SelectInput as never, inputProps: { ...slots.htmlInput, options: children, labelId, displayEmpty: slots.select?.displayEmpty } }
          : { inputProps: slots.htmlInput })}
        {...slots.input}
      />
      {helperText && (
        <FormHelperText id={helperId} {...slots.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
