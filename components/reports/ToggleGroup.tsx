'use client';
import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

// A row of small toggle buttons of which one at most is pressed (a report's range presets):
// MUI's exclusive ToggleButtonGroup. Pressing the pressed one keeps it.

type Props<V extends string> = {
  label: string;
  value: V | null;
  options: readonly { value: V; label: string; testId?: string }[];
  onChange: (value: V) => void;
  sx?: SxProps<Theme>;
  buttonSx?: SxProps<Theme>;
};

export function ToggleGroup<V extends string>({ label, value, options, onChange, sx, buttonSx }: Props<V>) {
  return (
    <ToggleButtonGroup exclusive size="small" aria-label={label} value={value} onChange={(_, next: V | null) => next !== null && onChange(next)} sx={sx}>
      {options.map((o) => (
        <ToggleButton key={o.value} value={o.value} data-testid={o.testId} sx={buttonSx}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
