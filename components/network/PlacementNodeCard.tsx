'use client';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import { Link } from '@/components/common/nav/Link';
import { useLocale, useTranslations } from 'next-intl';
import { formatCompact } from '@/lib/format/compact';
import { memo } from 'react';
import type { BoxSize, ChartItem } from './treeLayout';
import { routeHref } from '@/lib/menu/routes';

// One box of the placement chart: a member (click to make it the root) or an open slot
// ("add here", opening the add-member form with sponsor and side filled in).
// A 6-level window draws up to 63 of them at once, so a box is a plain <button> or <a> with
// class names styled once by the chart (cardStyles), not MUI components: one Emotion class
// for all boxes instead of six components' styles serialised per box (issue 4's render target).

type Props = { item: ChartItem; isRoot: boolean; onSelect: (account: string) => void };

export const PlacementNodeCard = memo(function PlacementNodeCard({ item, isRoot, onSelect }: Props) {
  const t = useTranslations('network');
  const locale = useLocale();
  const at = { left: item.x, top: item.y };
  const { node } = item;
  if (!node) {
    return (
      <Link
        href={routeHref('/memberNode/register', { sponsor: item.sponsor ?? '', position: item.side ?? '' })}
        data-testid={`slot-${item.sponsor}-${item.side}`}
        className="pc-box pc-slot"
        style={at}
      >
        <AddCircleOutlined fontSize="small" />
        <span className="pc-line">{t('placement.addHere', { side: item.side ?? 'L' })}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onSelect(node.account)}
      data-testid={`node-${node.account}`}
      // Named by what it shows (WCAG 2.5.3); what a click does is its description.
      title={t('placement.nodeLabel', { account: node.account, name: node.name })}
      className={isRoot ? 'pc-box pc-member pc-root' : 'pc-box pc-member'}
      style={at}
    >
      <span className="pc-line pc-title">{node.account}</span>
      <span className="pc-line pc-sub">
        {node.name} · {t(`levels.${node.level}`)}
      </span>
      <span className="pc-line" data-testid="leg-left">
        {t('placement.leg', { side: 'L', count: node.left_count, pv: formatCompact(node.left_pv, locale) })}
      </span>
      <span className="pc-line" data-testid="leg-right">
        {t('placement.leg', { side: 'R', count: node.right_count, pv: formatCompact(node.right_pv, locale) })}
      </span>
    </button>
  );
});

/** The boxes' styles, for the sx of the element that holds them. */
export const cardStyles = (size: BoxSize) => ({
  '& .pc-box': {
    position: 'absolute',
    width: size.width,
    height: size.height,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    m: 0,
    borderRadius: 1.5,
    bgcolor: 'background.paper',
    color: 'text.primary',
    font: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '& .pc-member': {
    alignItems: 'stretch',
    justifyContent: 'flex-start',
    textAlign: 'left',
    p: 0.75,
    border: 1,
    borderColor: 'divider',
    overflow: 'hidden',
  },
  '& .pc-root': { border: 2, borderColor: 'primary.main' },
  '& .pc-slot': { alignItems: 'center', justifyContent: 'center', gap: 0.5, border: '1px dashed', borderColor: 'primary.main', color: 'primary.main' },
  '& .pc-line': { display: 'block', typography: 'caption', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .pc-title': { typography: 'body2', fontWeight: 600 },
  '& .pc-sub': { color: 'text.secondary' },
});
