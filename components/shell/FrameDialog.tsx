'use client';
import CloseIcon from '@mui/icons-material/Close';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import FilterNoneIcon from '@mui/icons-material/FilterNone';
import MinimizeIcon from '@mui/icons-material/Minimize';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useBackCloses } from '@/components/common/dialogs/useBackCloses';
import { MOBILE_BREAKPOINT, Z_BASE } from '@/lib/theme/theme';

// The iframe dialog of a `type: modal` menu item (spec §2): 80% × 80% of the viewport,
// draggable by its title bar, resizable from a corner, maximise / minimise / close.

type Props = { open: boolean; title: string; url: string; onClose: () => void };
type Rect = { x: number; y: number; w: number; h: number };
type Mode = 'normal' | 'maximized' | 'minimized';
type Gesture = { kind: 'drag' | 'resize'; px: number; py: number; start: Rect };

const MIN_W = 260; // spec §9 "Dialog minimum resize"
const MIN_H = 115;
const BAR_H = 42;
const DOCK_W = 260; // width of the title bar docked when minimised

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, hi));

/** Keeps the window whole inside the viewport; the minimum never exceeds a tiny viewport. */
function fit(r: Rect): Rect {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const w = clamp(r.w, Math.min(MIN_W, vw), vw);
  const h = clamp(r.h, Math.min(MIN_H, vh), vh);
  return { w, h, x: clamp(r.x, 0, vw - w), y: clamp(r.y, 0, vh - h) };
}

function centred(): Rect {
  // Only mounted while open, i.e. after a click in the browser; the fallback is for safety.
  if (typeof window === 'undefined') return { x: 0, y: 0, w: 800, h: 600 };
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  return fit({ x: Math.round(vw * 0.1), y: Math.round(vh * 0.1), w: Math.round(vw * 0.8), h: Math.round(vh * 0.8) });
}

export function FrameDialog(props: Props) {
  // Mounted afresh on each open, so every open starts centred at 80% × 80%.
  return props.open ? <FrameWindow {...props} /> : null;
}

function FrameWindow({ title, url, onClose }: Props) {
  const t = useTranslations('shell');
  const [rect, setRect] = useState(centred);
  // Phones get the whole screen (a window to drag is a desktop idea).
  const [mode, setMode] = useState<Mode>(() => (typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT ? 'maximized' : 'normal'));
  // The mode to go back to when un-minimising (normal or maximized).
  const [before, setBefore] = useState<Mode>('normal');
  const [busy, setBusy] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  useBackCloses(true, onClose);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.focus({ preventScroll: true });
  }, []);

  // Escape is listened for on the document: focus is often in the page or the iframe.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // A rotated phone or a narrowed window must not leave the dialog off-screen.
  useEffect(() => {
    const onResize = () => setRect((r) => fit(r));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const begin = (kind: Gesture['kind'], e: ReactPointerEvent<HTMLElement>) => {
    if (mode !== 'normal' || e.button !== 0) return;
    if (kind === 'drag' && (e.target as HTMLElement).closest('button')) return;
    e.preventDefault();
    // Capture keeps the moves coming to the handle even when the pointer runs ahead of it.
    e.currentTarget.setPointerCapture?.(e.pointerId);
    gesture.current = { kind, px: e.clientX, py: e.clientY, start: rect };
    setBusy(true);
  };

  const move = (e: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g) return;
    const dx = e.clientX - g.px;
    const dy = e.clientY - g.py;
    const s = g.start;
    if (g.kind === 'drag') setRect(fit({ ...s, x: s.x + dx, y: s.y + dy }));
    else setRect(fit({ ...s, w: Math.min(s.w + dx, window.innerWidth - s.x), h: Math.min(s.h + dy, window.innerHeight - s.y) }));
  };

  const end = () => {
    gesture.current = null;
    setBusy(false);
  };

  const toggleMaximize = () => setMode((m) => (m === 'maximized' ? 'normal' : 'maximized'));
  const toggleMinimize = () => {
    if (mode === 'minimized') {
      setMode(before);
    } else {
      setBefore(mode);
      setMode('minimized');
    }
  };

  const placement =
    mode === 'maximized'
      ? { left: 0, top: 0, width: '100%', height: '100%' }
      : mode === 'minimized'
        ? { left: 0, bottom: 0, width: Math.min(DOCK_W, window.innerWidth), height: BAR_H }
        : { left: rect.x, top: rect.y, width: rect.w, height: rect.h };
  const gestures = { onPointerMove: move, onPointerUp: end, onPointerCancel: end };

  return (
    <Portal>
      <Paper
        ref={root}
        role="dialog"
        aria-label={title}
        tabIndex={-1}
        elevation={12}
        data-testid="frame-dialog"
        data-state={mode}
        style={placement}
        sx={{
          position: 'fixed',
          zIndex: Z_BASE,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          outline: 'none',
          borderRadius: mode === 'normal' ? 2 : 0,
        }}
      >
        <Box
          data-testid="frame-titlebar"
          onPointerDown={(e) => begin('drag', e)}
          onDoubleClick={(e) => {
            if (mode !== 'minimized' && !(e.target as HTMLElement).closest('button')) toggleMaximize();
          }}
          {...gestures}
          sx={{
            height: BAR_H,
            flexShrink: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            pl: 2,
            pr: 0.5,
            bgcolor: 'action.hover',
            borderBottom: 1,
            borderColor: 'divider',
            cursor: mode === 'normal' ? 'move' : 'default',
            userSelect: 'none',
            touchAction: 'none', // a touch drag moves the dialog instead of scrolling the page
          }}
        >
          <Typography variant="subtitle2" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          <IconButton size="small" data-testid="frame-minimize" aria-label={t(mode === 'minimized' ? 'restore' : 'minimize')} onClick={toggleMinimize}>
            {mode === 'minimized' ? <FilterNoneIcon fontSize="small" /> : <MinimizeIcon fontSize="small" />}
          </IconButton>
          <IconButton size="small" data-testid="frame-maximize" aria-label={t(mode === 'maximized' ? 'restore' : 'maximize')} onClick={toggleMaximize}>
            {mode === 'maximized' ? <FilterNoneIcon fontSize="small" /> : <CropSquareIcon fontSize="small" />}
          </IconButton>
          <IconButton size="small" data-testid="frame-close" aria-label={t('close')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        {/* Kept mounted while minimised (only clipped), so the framed page keeps its state. */}
        <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <iframe
            title={title}
            src={url}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
            // The iframe would swallow pointer moves that pass over it mid-gesture.
            style={{ display: 'block', width: '100%', height: '100%', border: 0, pointerEvents: busy ? 'none' : 'auto' }}
          />
          {mode === 'normal' && (
            <Box
              data-testid="frame-resize"
              aria-hidden
              onPointerDown={(e) => begin('resize', e)}
              {...gestures}
              sx={{
                position: 'absolute',
                right: 0,
                bottom: 0,
                width: 18,
                height: 18,
                cursor: 'nwse-resize',
                touchAction: 'none',
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  right: 3,
                  bottom: 3,
                  width: 8,
                  height: 8,
                  borderRight: 2,
                  borderBottom: 2,
                  borderColor: 'text.disabled',
                },
              }}
            />
          )}
        </Box>
      </Paper>
    </Portal>
  );
}
