'use client';
import FitScreen from '@mui/icons-material/FitScreen';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

// Zoom in / out / fit, above the chart's top-right corner (never over a box).
type Props = { scale: number; onZoom: (factor: number) => void; onFit: () => void };

export function ZoomControls({ scale, onZoom, onFit }: Props) {
  const t = useTranslations('network.placement');
  return (
    <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', width: 'fit-content', ml: 'auto' }}>
      <IconButton size="small" onClick={() => onZoom(1 / 1.25)} aria-label={t('zoomOut')} data-testid="zoom-out">
        <ZoomOut fontSize="small" />
      </IconButton>
      <Typography variant="caption" sx={{ minWidth: 40, textAlign: 'center' }} data-testid="zoom-level">
        {Math.round(scale * 100)}%
      </Typography>
      <IconButton size="small" onClick={() => onZoom(1.25)} aria-label={t('zoomIn')} data-testid="zoom-in">
        <ZoomIn fontSize="small" />
      </IconButton>
      <IconButton size="small" onClick={onFit} aria-label={t('fit')} data-testid="zoom-fit">
        <FitScreen fontSize="small" />
      </IconButton>
    </Paper>
  );
}
