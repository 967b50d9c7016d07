'use client';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Z_BASE } from '@/lib/theme/theme';
import type { NotifyItem, NotifyPosition } from './NotifyDialog';

// The stacks of notifications of NotifyHost, one per corner, newest on top.

const POSITIONS: NotifyPosition[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];
const ICONS = {
  success: CheckCircleOutlinedIcon,
  info: InfoOutlinedIcon,
  warning: WarningAmberOutlinedIcon,
  error: ErrorOutlineOutlinedIcon,
};

export function NotifyStacks({ list, onClose }: { list: NotifyItem[]; onClose: (id: number) => void }) {
  const t = useTranslations('shell');

  return POSITIONS.map((position) => {
    const stack = list.filter((n) => n.position === position);
    if (stack.length === 0) return null;
    const [v, h] = position.split('-');
    return (
      <Box
        key={position}
        sx={{
          position: 'fixed',
          // On phones the top stacks start below the top bar: never over its controls.
          [v]: v === 'top' ? { xs: 64, sm: 16 } : 16,
          [h]: 16,
          zIndex: Z_BASE + 2,
          width: 'min(340px, calc(100vw - 32px))', // fits a 375 px phone
          display: 'flex',
          flexDirection: 'column',
          pointerEvents: 'none', // the gaps of the stack must not block the page
        }}
      >
        {stack.map((n) => {
          const Icon = n.icon && ICONS[n.icon];
          return (
            <Collapse key={n.id} in={n.open} appear>
              <Fade in={n.open} appear>
                <Paper
                  role="status"
                  data-testid="notify"
                  elevation={6}
                  sx={{
                    pointerEvents: 'auto',
                    mb: 1.5,
                    p: 1.5,
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'flex-start',
                    borderLeft: 4,
                    borderColor: n.icon ? `${n.icon}.main` : 'divider',
                  }}
                >
                  {Icon && <Icon sx={{ color: `${n.icon}.main`, mt: 0.25 }} />}
                  <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
                      {n.title}
                    </Typography>
                    <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
                      {n.content}
                    </Typography>
                  </Box>
                  <IconButton size="small" data-testid="notify-close" aria-label={t('close')} onClick={() => onClose(n.id)} sx={{ mt: -0.5, mr: -0.5 }}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Paper>
              </Fade>
            </Collapse>
          );
        })}
      </Box>
    );
  });
}
