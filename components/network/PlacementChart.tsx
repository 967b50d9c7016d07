'use client';
import Box from '@mui/material/Box';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import type { PlacementWindow } from '@/lib/contract/network';
import { cardStyles, PlacementNodeCard } from './PlacementNodeCard';
import { layoutWindow, type BoxSize } from './treeLayout';
import { ZoomControls } from './ZoomControls';

// The drawn placement window. The viewport scrolls natively (touch and scrollbars); a mouse
// drag pans it; zoom scales the drawing (buttons, Ctrl + wheel, pinch), fit makes it all visible.
// It opens fitted: whole on desktop, to the width on phones (every box of the top levels in view).

const MIN = 0.2;
const MAX = 2;
const clamp = (s: number) => Math.min(MAX, Math.max(MIN, s));

type Props = { window: PlacementWindow; size: BoxSize; onSelect: (account: string) => void; phone: boolean };

export function PlacementChart({ window: win, size, onSelect, phone }: Props) {
  const layout = useMemo(() => layoutWindow(win, size), [win, size]);
  const boxes = useMemo(() => cardStyles(size), [size]);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const [scale, setScale] = useState(1);

  const fitScale = (widthOnly = false) => {
    const el = viewport.current;
    if (!el || !layout.width) return 1;
    const byWidth = (el.clientWidth - 16) / layout.width;
    return clamp(Math.min(byWidth, widthOnly ? 1 : (el.clientHeight - 16) / layout.height, 1));
  };

  // A new window: fit it and bring the root into view, before it is first painted (one
  // layout, and no frame at the wrong scale).
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const next = phone ? fitScale(true) : Math.max(0.5, fitScale());
    setScale(next);
    const root = layout.items[0];
    if (root) el.scrollLeft = Math.max(0, (root.x + size.width / 2) * next - el.clientWidth / 2);
    el.scrollTop = 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the window changes
  }, [layout]);

  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || e.button !== 0 || !viewport.current) return;
    drag.current = { x: e.clientX, y: e.clientY, left: viewport.current.scrollLeft, top: viewport.current.scrollTop, moved: false };
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || !viewport.current) return;
    if (Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y) > 4) d.moved = true;
    viewport.current.scrollLeft = d.left - (e.clientX - d.x);
    viewport.current.scrollTop = d.top - (e.clientY - d.y);
  };

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      setScale((s) => clamp(s * (e.deltaY < 0 ? 1.1 : 1 / 1.1)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // The lines and cards, kept as they are while only the scale changes (a zoom, the fit after the
  // first layout): a zoom re-renders two boxes, not every card.
  const drawing = useMemo(
    () => (
      <>
        <Box component="svg" width={layout.width} height={layout.height} sx={{ position: 'absolute', inset: 0, color: 'divider' }} aria-hidden>
          {layout.edges.map((e, i) => {
            const mid = (e.y1 + e.y2) / 2;
            return <path key={i} d={`M${e.x1},${e.y1} V${mid} H${e.x2} V${e.y2}`} fill="none" stroke="currentColor" strokeWidth={1.5} />;
          })}
        </Box>
        {layout.items.map((item) => (
          <PlacementNodeCard key={item.pos} item={item} isRoot={item.pos === 1} onSelect={onSelect} />
        ))}
      </>
    ),
    [layout, onSelect],
  );

  return (
    <Box sx={{ pt: 1, pr: 1 }}>
      <ZoomControls
        scale={scale}
        onZoom={(f) => setScale((s) => clamp(s * f))}
        onFit={() => setScale(fitScale())}
      />
      <Box
        ref={viewport}
        data-testid="placement-chart"
        data-root={win.root}
        data-levels={win.levels}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setTimeout(() => (drag.current = null))}
        onPointerLeave={() => (drag.current = null)}
        onClickCapture={(e) => {
          if (drag.current?.moved) e.stopPropagation();
        }}
        sx={{ overflow: 'auto', height: { xs: 'calc(100dvh - 300px)', sm: 'calc(100dvh - 270px)' }, minHeight: 320, p: 1, cursor: 'grab', userSelect: 'none' }}
      >
        <Box sx={{ mx: 'auto', position: 'relative' }} style={{ width: layout.width * scale, height: layout.height * scale }}>
          <Box sx={boxes} style={{ position: 'absolute', left: 0, top: 0, width: layout.width, height: layout.height, transform: `scale(${scale})`, transformOrigin: '0 0' }}>
            {drawing}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
