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
import { useSyncExternalStore, type ReactNode } from 'react';
import { Z_BASE } from '@/lib/theme/theme';

// The notification dialog of spec §3 (title, content, icon, position, auto-close time): a
// module-level store like MessagePopup, so notify() can be called from anywhere.

export type NotifyIcon = 'success' | 'info' | 'warning' | 'error';
export type NotifyPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';
export type NotifyOptions = {
  title: string;
  content: ReactNode;
  icon?: NotifyIcon;
  position?: NotifyPosition;
  /** Auto-close after this many ms; 0 keeps it until closed. */
  duration?: number;
};
type Item = Required<Omit<NotifyOptions, 'icon'>> & { id: number; icon?: NotifyIcon; open: boolean };

const AUTO_CLOSE_MS = 2000; // spec §9 "Notifications auto-close after 2000 ms"
const REMOVE_MS = 2000; // spec §9 "Layers are removed 2 s after closing": the fade plays meanwhile
const POSITIONS: NotifyPosition[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];
const ICONS = {
  success: CheckCircleOutlinedIcon,
  info: InfoOutlinedIcon,
  warning: WarningAmberOutlinedIcon,
  error: ErrorOutlineOutlinedIcon,
};

const EMPTY: Item[] = [];
let items: Item[] = EMPTY;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Shows a notification; returns its id (for closeNotify). */
export function notify({ title, content, icon, position = 'top-right', duration = AUTO_CLOSE_MS }: NotifyOptions) {
  const id = ++seq;
  // Newest first: each stack renders in this order, so the newest is on top.
  items = [{ id, title, content, icon, position, duration, open: true }, ...items];
  emit();
  if (duration > 0) setTimeout(() => closeNotify(id), duration);
  return id;
}

/** Starts the fade-out; the layer leaves the DOM REMOVE_MS later. */
export function closeNotify(id: number) {
  if (!items.some((n) => n.id === id && n.open)) return;
  items = items.map((n) => (n.id === id ? { ...n, open: false } : n));
  emit();
  setTimeout(() => {
    items = items.filter((n) => n.id !== id);
    emit();
  }, REMOVE_MS);
}

/** Drops every notification at once (e.g. on logout). */
export function clearNotifications() {
  items = EMPTY;
  emit();
}

export function NotifyHost() {
  const list = useSyncExternalStore(subscribe, () => items, () => EMPTY);
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
                  <IconButton size="small" data-testid="notify-close" aria-label={t('close')} onClick={() => closeNotify(n.id)} sx={{ mt: -0.5, mr: -0.5 }}>
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
