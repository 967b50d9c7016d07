'use client';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import SouthEast from '@mui/icons-material/SouthEast';
import SouthWest from '@mui/icons-material/SouthWest';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import Button from '@mui/material/Button';
import { Option, TextField } from '@/components/common/forms/TextField';
import { useTranslations } from 'next-intl';
import { type PlacementWindow } from '@/lib/contract/network';
import { WINDOW_LEVELS } from '@/lib/contract/values';

// Navigation of the placement chart: the server names the targets (up, bottoms) per window.
type Props = { window?: PlacementWindow; levels: number; onGo: (account: string) => void; onLevels: (n: number) => void };

export function PlacementNav({ window: win, levels, onGo, onLevels }: Props) {
  const t = useTranslations('network.placement');
  const atTop = !win?.up;
  const nav = [
    { id: 'top', icon: <VerticalAlignTop />, to: '', disabled: atTop },
    { id: 'up', icon: <ArrowUpward />, to: win?.up ?? '', disabled: atTop },
    { id: 'bottomLeft', icon: <SouthWest />, to: win?.bottom_left ?? '', disabled: !win || win.bottom_left === win.root },
    { id: 'bottomRight', icon: <SouthEast />, to: win?.bottom_right ?? '', disabled: !win || win.bottom_right === win.root },
  ] as const;
  return (
    <>
      {nav.map((b) => (
        <Button key={b.id} size="small" variant="outlined" startIcon={b.icon} disabled={b.disabled} onClick={() => onGo(b.to)} data-testid={`nav-${b.id}`}>
          {t(b.id)}
        </Button>
      ))}
      <TextField
        select
        size="small"
        label={t('levels')}
        value={levels}
        onChange={(e) => onLevels(Number(e.target.value))}
        sx={{ width: 96 }}
        slotProps={{ htmlInput: { 'data-testid': 'levels-select' } }}
      >
        {WINDOW_LEVELS.map((n) => (
          <Option key={n} value={n}>
            {n}
          </Option>
        ))}
      </TextField>
    </>
  );
}
