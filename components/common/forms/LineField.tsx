'use client';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode, type Ref } from 'react';

// A one-line outlined field, drawn as the portal's TextField draws one, for a screen with no
// select among its fields (the sign-in page). MUI's TextField is FormControl, InputLabel,
// OutlinedInput and FormHelperText, and always brings its Select (with Menu, Popover and
// Modal) as well; MUI's docs name these four as the parts to compose where TextField's whole
// is not needed. The label is tied to the input and the helper text describes it, as TextField
// does.

type Props = Omit<OutlinedInputProps, 'label' | 'ref' | 'inputRef' | 'inputProps'> & {
  label: ReactNode;
  helperText?: ReactNode;
  /** The input element's ref (react-hook-form's `register` gives it as `ref`). */
  ref?: Ref<HTMLInputElement>;
  /** Attributes of the input element itself (TextField's `slotProps.htmlInput`). */
  htmlInput?: OutlinedInputProps['inputProps'];
};

export function LineField({ label, helperText, error, required, disabled, ref, htmlInput, id: idProp, sx, ...input }: Props) {
  const generated = useId();
  const id = idProp ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} inputRef={ref} inputProps={{ ...htmlInput, 'aria-describedby': helperId }} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
