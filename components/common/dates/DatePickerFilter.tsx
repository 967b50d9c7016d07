'use client';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import type { DateFieldProps } from '@mui/x-date-pickers/DateField';

// The full date picker of a date filter (DateRangeFields.tsx): its field with the calendar, as
// a popover with a mouse on a wide screen, otherwise a dialog (full-screen on phones). Loaded
// on the first click of a filter's calendar button, so the record lists and reports show their
// filters with the field only (issue 15: the calendar is most of the pickers' code).

/** Popover with a mouse on a wide screen; otherwise the dialog (touch, or a narrow window). */
const DESKTOP = '@media (pointer: fine) and (min-width: 768px)';
const PHONE = '(max-width: 767.98px)';

type Props = {
  /** The field's props and its text field's, the same the light field gets (DateRangeFields.tsx). */
  field: DateFieldProps;
  textField: object;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  header?: string;
};

export function DatePickerFilter({ field, textField, open, onOpen, onClose, header }: Props) {
  const phone = useMediaQuery(PHONE);
  const { label, value, minDate, maxDate, onChange, onError, clearable } = field;
  return (
    <DatePicker
      label={label}
      value={value}
      minDate={minDate}
      maxDate={maxDate}
      desktopModeMediaQuery={DESKTOP}
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      onChange={onChange as DatePickerProps['onChange']}
      onError={onError as DatePickerProps['onError']}
      slotProps={{
        textField,
        field: { clearable },
        actionBar: ({ pickerVariant }) => ({ actions: pickerVariant === 'mobile' ? ['clear', 'cancel', 'accept'] : ['clear'] }),
        dialog: { fullScreen: phone },
        calendarHeader: header ? { format: header } : undefined,
      }}
    />
  );
}
