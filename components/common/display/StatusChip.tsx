'use client';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { capitalize } from '@mui/material/utils';

// A small chip that only shows a label (a status, a level, a cycle's days left), drawn as MUI's
// Chip draws one: the same classes, box and colours, filled or outlined, the theme's MuiChip
// overrides applied as to Chip (its filled colours that reach contrast), without Chip's code for
// clicks, deletion, avatars and icons (issue 15: the first load of the screens that show one).

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';
type Variant = 'filled' | 'outlined';
type OwnerState = { color: ChipColor; variant: Variant };

const COLORS = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

const Root = styled('div', { name: 'MuiChip', slot: 'Root', overridesResolver: (props: { ownerState: OwnerState }, styles) => [styles.root, styles.sizeSmall, styles[props.ownerState.variant]] })<{ ownerState: OwnerState }>(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 24,
    lineHeight: 1.5,
    color: palette.text.primary,
    backgroundColor: palette.action.selected,
    borderRadius: 16,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    variants: [
      ...COLORS.map((color) => ({ props: { color }, style: { backgroundColor: palette[color].main, color: palette[color].contrastText } })),
      { props: { variant: 'outlined' }, style: { backgroundColor: 'transparent', border: '1px solid var(--mui-palette-Chip-defaultBorder)' } },
      ...COLORS.map((color) => ({ props: { variant: 'outlined', color }, style: { color: palette[color].main, border: `1px solid ${theme.alpha(palette[color].main, 0.7)}` } })),
    ],
  };
});

const Label = styled('span', { name: 'MuiChip', slot: 'Label' })<{ ownerState: OwnerState }>({
  overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: 8, paddingRight: 8, whiteSpace: 'nowrap',
  variants: [{ props: { variant: 'outlined' }, style: { paddingLeft: 7, paddingRight: 7 } }],
});

type Props = { label: string; color?: ChipColor; variant?: Variant; sx?: SxProps<Theme> } & { [data: `data-${string}`]: string | number | undefined };

export function StatusChip({ label, color = 'default', variant = 'filled', sx, ...data }: Props) {
  const ownerState = { color, variant };
  return (
    <Root ownerState={ownerState} className={`MuiChip-root MuiChip-${variant} MuiChip-sizeSmall MuiChip-color${capitalize(color)}`} sx={sx} {...data}>
      <Label ownerState={ownerState} className="MuiChip-label">{label}</Label>
    </Root>
  );
}
