'use client';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { TextField } from '@/components/common/forms/TextField';
import { formatCount } from '@/lib/format/number';
import type { InviteRow as Row } from '@/lib/contract/network';
import { InviteRow, type Expansion, type RowNav, type RowPlace } from './InviteRow';

// The direct invitees of a wide member (issue 59: 10,000 and more) in a list of its own that
// scrolls, rendering only the rows in view and a few either side (@tanstack/react-virtual).
// Screen readers still hear each row's place in the whole list (aria-setsize, aria-posinset).
// The list is one stop of the tab order (a roving tabindex): ↑ ↓ Home End PageUp PageDown move
// between rows, scrolling the row into view first; → and ← expand and collapse; Enter toggles.
// Find jumps to the first invitee whose account or name holds the text (the next one when
// asked again), scrolls it into view, marks it and says where it is in a polite live region.

/**
 * Rows drawn beyond the view either side, so that a quick scroll finds them ready. The list's
 * first frame draws only the rows in view (an overscan of 0) and the rest just after it is
 * painted (`useDeferredValue`): expanding a wide member paints as soon as a narrow one does.
 */
const OVERSCAN = 8;
/**
 * A row's height before it is measured: one line on a wide desk, two lines below (sm and xs).
 * Each row is measured once drawn; a measure that differs moves the rows after it, so a close
 * guess saves a layout pass per row.
 */
const guessRowPx = () => (typeof window === 'undefined' || window.innerWidth >= 1100 ? 39 : window.innerWidth >= 600 ? 49 : 53);
/** The list box's height: a share of the window's (% on a phone, xs, and from sm's 600 px), at least six rows. */
const BOX = { xs: 65, sm: 60, minRows: 6 };
/** That height before the box is laid out, so that the list's first render draws the rows in view. */
const guessBoxPx = (rowPx: number) =>
  Math.max(rowPx * BOX.minRows, typeof window === 'undefined' ? 0 : Math.round((window.innerHeight * (window.innerWidth >= 600 ? BOX.sm : BOX.xs)) / 100));

/** A row of the list, drawn again only when what it shows changes (not on every scroll). */
const WideRow = memo(
  function WideRow(props: { row: Row; depth: number; expansion: Expansion; place: RowPlace; nav: RowNav }) {
    return <InviteRow {...props} />;
  },
  (a, b) =>
    a.row === b.row && a.depth === b.depth && a.expansion === b.expansion && a.place.index === b.place.index && a.place.size === b.place.size &&
    a.nav.focusable === b.nav.focusable && a.nav.found === b.nav.found, // ref and onKeyDown read only the props compared
);

/** No rows yet: the list's frame is drawn with the tap, its rows when the answer comes. */
const COMING: readonly Row[] = [];

export function WideInvitees({ account, rows = COMING, depth, expansion }: { account: string; rows?: readonly Row[]; depth: number; expansion: Expansion }) {
  const t = useTranslations('network');
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0); // the row in the tab order
  const [found, setFound] = useState<number | null>(null);
  const [said, setSaid] = useState(''); // what Find found, said in a polite live region
  const reveal = useRef<{ index: number; focus: boolean } | null>(null); // a row to show (and focus) once it is rendered
  const [rowPx] = useState(guessRowPx);
  const [initialRect] = useState(() => ({ width: 0, height: guessBoxPx(rowPx) }));
  const overscan = useDeferredValue(rows.length ? OVERSCAN : 0, 0); // the rows' first frame, drawn with the frame or after it, without them
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; used as the library's docs use it
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowPx,
    initialRect,
    // A row drawn for the first time is measured by the ResizeObserver's first report, after the
    // browser's own layout, not by reading its height as it is attached (a layout forced in the
    // middle of React's commit); until then its size is the one it had, or the guess.
    measureElement: (element, entry, instance) =>
      entry ? measureElement(element, entry, instance) : (instance.itemSizeCache.get(instance.indexFromElement(element)) ?? rowPx),
    overscan,
    useFlushSync: false, // React batches the updates of a scroll (and warns of flushSync in a commit)
  });
  const items = virtualizer.getVirtualItems();

  // The list has scrolled the row into its view; the page may still have to bring the list's
  // part with the row into the window (a phone, a list lower on the page).
  useEffect(() => {
    const want = reveal.current;
    if (!want) return;
    const row = scroller.current?.querySelector<HTMLElement>(`:scope > div > div > [data-index="${want.index}"]`);
    if (!row) return;
    reveal.current = null;
    if (want.focus) row.focus({ preventScroll: true });
    row.scrollIntoView({ block: 'nearest' });
  });

  const moveTo = (index: number) => {
    const to = Math.max(0, Math.min(rows.length - 1, index));
    setActive(to);
    virtualizer.scrollToIndex(to, { align: 'auto' });
    reveal.current = { index: to, focus: true };
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return; // a key in a row's own invitees
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? rowPx * 10) / rowPx) - 1);
    const row = rows[index];
    const open = expansion.isOpen(row.account);
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(index + 1),
      ArrowUp: () => moveTo(index - 1),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      PageDown: () => moveTo(index + page),
      PageUp: () => moveTo(index - page),
      ArrowRight: () => row.invitees > 0 && !open && expansion.toggle(row),
      ArrowLeft: () => open && expansion.toggle(row),
      Enter: () => row.invitees > 0 && expansion.toggle(row),
      ' ': () => row.invitees > 0 && expansion.toggle(row),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const waiting = useRef<string | null>(null); // a find asked before the rows came
  /** Find: the text's next match from the one found (round to the first), said in the Find bar. Asked while the rows come, it runs when they are here. */
  const find = (text: string) => {
    if (rows === COMING) {
      waiting.current = text;
      return;
    }
    const wanted = text.toLowerCase();
    const matches = (r: Row) => r.account.toLowerCase().includes(wanted) || r.name.toLowerCase().includes(wanted);
    const from = found === null ? 0 : found + 1;
    let at = -1;
    for (let k = 0; k < rows.length && at < 0; k++) if (matches(rows[(from + k) % rows.length])) at = (from + k) % rows.length;
    if (at < 0) {
      setFound(null);
      setSaid(t('invite.notFound', { query: text }));
      return;
    }
    setFound(at);
    setSaid(t('invite.found', { account: rows[at].account, pos: formatCount(at + 1, locale), total: formatCount(rows.length, locale) }));
    setActive(at);
    virtualizer.scrollToIndex(at, { align: 'center' });
    reveal.current = { index: at, focus: false };
  };
  // The Find bar is drawn with the list's frame and not again when the rows come (nor on each
  // scroll): it is given a find that stays the same and calls the latest.
  const latestFind = useRef(find);
  useLayoutEffect(() => {
    latestFind.current = find;
  });
  const onFind = useCallback((text: string) => latestFind.current(text), []);
  useEffect(() => {
    if (rows === COMING || waiting.current === null) return;
    latestFind.current(waiting.current);
    waiting.current = null;
  }, [rows]);
  const onEdit = useCallback(() => setFound(null), []);

  return (
    <Box data-testid={`invite-wide-${account || 'top'}`}>
      <FindBar account={account} depth={depth} said={said} onFind={onFind} onEdit={onEdit} />
      <Box
        ref={scroller}
        role="group"
        aria-label={t('invite.inviteesOf', { account: account || t('invite.you') })}
        data-testid="invite-wide-list"
        aria-busy={rows === COMING || undefined}
        sx={{ height: { xs: `${BOX.xs}vh`, sm: `${BOX.sm}vh` }, minHeight: rowPx * BOX.minRows, overflowY: 'auto', overscrollBehavior: 'contain', contain: 'strict' }}
      >
        {rows === COMING && Array.from({ length: BOX.minRows }, (_, i) => <Skeleton key={i} height={rowPx} sx={{ ml: depth * 2 + 1, mr: 1 }} />)}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {items.map((item) => (
            <div key={item.key} style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}>
              <WideRow
                row={rows[item.index]}
                depth={depth}
                expansion={expansion}
                place={{ index: item.index, size: rows.length }}
                nav={{ ref: virtualizer.measureElement, focusable: item.index === active, found: item.index === found, onKeyDown: onKeyDown(item.index) }}
              />
            </div>
          ))}
        </div>
      </Box>
    </Box>
  );
}

type FindBarProps = {
  account: string;
  depth: number;
  /** What the last find found. */
  said: string;
  onFind: (text: string) => void;
  /** The text was changed: the next find starts from the top. */
  onEdit: () => void;
};

/** The list's Find: a member by account or name, said where it is in a polite live region. */
const FindBar = memo(function FindBar({ account, depth, said, onFind, onEdit }: FindBarProps) {
  const t = useTranslations('network');
  const [query, setQuery] = useState('');
  return (
    <Form
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', pl: depth * 2 + 1, pr: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
      onSubmit={() => {
        const text = query.trim();
        if (text) onFind(text);
      }}
    >
      <TextField
        size="small"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          onEdit();
        }}
        placeholder={t('invite.findPlaceholder')}
        slotProps={{ htmlInput: { 'aria-label': t('invite.findIn', { account: account || t('invite.you') }), 'data-testid': 'invite-find-input', maxLength: 32 } }}
        sx={{ flex: '1 1 160px', maxWidth: 280 }}
      />
      <SubmitButton size="small" variant="outlined" startIcon={<Search />} data-testid="invite-find-submit">
        {t('invite.find')}
      </SubmitButton>
      <Typography variant="body2" color="textSecondary" role="status" aria-live="polite" data-testid="invite-find-status" sx={{ flex: '1 1 200px' }}>
        {said}
      </Typography>
    </Form>
  );
});
