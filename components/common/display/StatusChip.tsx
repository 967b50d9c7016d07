'use client';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';

// A small chip that only shows a label (a status, a level, a cycle's days left): MUI's Chip.

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

type Props = { label: string; color?: ChipColor; variant?: 'filled' | 'outlined'; sx?: SxProps<Theme> } & { [data: `data-${string}`]: string | number | undefined };

export function StatusChip({ label, color = 'default', variant = 'filled', sx, ...data }: Props) {
  return <Chip size="small" label={label} color={color} variant={variant} sx={sx} {...data} />;
}
