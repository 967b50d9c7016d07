'use client';
import ButtonBase from '@mui/material/ButtonBase';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useState, type KeyboardEvent } from 'react';

// A row of small toggle buttons of which one at most is pressed (a report's range presets),
// drawn and keyed as MUI's ToggleButtonGroup with `exclusive` and `size="small"`: the same
// classes, box and colours (the theme's MuiToggleButton overrides apply), one Tab stop that the
// arrow keys, Home and End move along the row (wrapping), on MUI's ButtonBase that every button
// already loads, without ToggleButton's and its roving focus's code (issue 15: first load).

const Group = styled('div', { name: 'MuiToggleButtonGroup', slot: 'Root' })({
  display: 'inline-flex',
  borderRadius: 'var(--mui-shape-borderRadius)',
  '& .MuiToggleButtonGroup-grouped.Mui-selected + .MuiToggleButtonGroup-grouped.Mui-selected': { borderLeft: 0, marginLeft: 0 },
  '& .MuiToggleButtonGroup-firstButton, & .MuiToggleButtonGroup-middleButton': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  '& .MuiToggleButtonGroup-lastButton, & .MuiToggleButtonGroup-middleButton': { marginLeft: -1, borderLeft: '1px solid transparent', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
});

const Toggle = styled(ButtonBase, { name: 'MuiToggleButton', slot: 'Root' })(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.button,
    borderRadius: 'var(--mui-shape-borderRadius)',
    padding: 7,
    fontSize: theme.typography.pxToRem(13),
    border: `1px solid ${palette.divider}`,
    color: palette.action.active,
    '&:hover': {
      textDecoration: 'none',
      backgroundColor: theme.alpha(palette.text.primary, palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&.Mui-selected': {
      color: palette.text.primary,
      backgroundColor: theme.alpha(palette.text.primary, palette.action.selectedOpacity),
      '&:hover': {
        backgroundColor: theme.alpha(palette.text.primary, `${palette.action.selectedOpacity} + ${palette.action.hoverOpacity}`),
        '@media (hover: none)': { backgroundColor: theme.alpha(palette.text.primary, palette.action.selectedOpacity) },
      },
    },
  };
});

// The keys of MUI's horizontal roving focus (up and down are left to the page, as there).
const NEXT: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

type Props<V extends string> = {
  label: string;
  value: V | null;
  options: readonly { value: V; label: string; testId?: string }[];
  onChange: (value: V) => void;
  sx?: SxProps<Theme>;
  buttonSx?: SxProps<Theme>;
};

export function ToggleGroup<V extends string>({ label, value, options, onChange, sx, buttonSx }: Props<V>) {
  // The Tab stop: the button last focused, else the pressed one, else the first.
  const [focused, setFocused] = useState<V | null>(null);
  const stop = focused ?? value ?? options[0]?.value;
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT[event.key];
    if (!move || event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    buttons[move(buttons.indexOf(event.target as HTMLButtonElement), buttons.length)]?.focus();
  };
  const place = (i: number) => (i === 0 ? 'first' : i === options.length - 1 ? 'last' : 'middle');
  return (
    <Group role="group" aria-label={label} className="MuiToggleButtonGroup-root MuiToggleButtonGroup-horizontal" sx={sx} onKeyDown={keyDown}>
      {options.map((o, i) => (
        <Toggle
          key={o.value}
          focusRipple
          className={`MuiToggleButtonGroup-grouped MuiToggleButton-root${o.value === value ? ' Mui-selected' : ''} MuiToggleButton-sizeSmall MuiToggleButton-standard MuiToggleButtonGroup-grouped MuiToggleButtonGroup-${place(i)}Button`}
          tabIndex={o.value === stop ? 0 : -1}
          value={o.value}
          aria-pressed={o.value === value}
          data-testid={o.testId}
          onFocus={() => setFocused(o.value)}
          onClick={() => o.value !== value && onChange(o.value)}
          sx={buttonSx}
        >
          {o.label}
        </Toggle>
      ))}
    </Group>
  );
}
