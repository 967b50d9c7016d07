'use client';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ChartItem } from './treeLayout';

// One box of the placement chart: a member (click to make it the root) or an open slot
// ("add here", opening the add-member form with sponsor and side filled in).

type Props = { item: ChartItem; width: number; height: number; isRoot: boolean; onSelect: (account: string) => void };

export function PlacementNodeCard({ item, width, height, isRoot, onSelect }: Props) {
  const t = useTranslations('network');
  const box = { position: 'absolute', left: item.x, top: item.y, width, height, borderRadius: 1.5 } as const;
  const { node } = item;
  if (!node) {
    return (
      <ButtonBase
        component={Link}
        href={`/memberNode/register?sponsor=${encodeURIComponent(item.sponsor ?? '')}&position=${item.side}`}
        data-testid={`slot-${item.sponsor}-${item.side}`}
        sx={{ ...box, flexDirection: 'column', gap: 0.5, border: '1px dashed', borderColor: 'primary.main', color: 'primary.main', bgcolor: 'background.paper' }}
      >
        <AddCircleOutlined fontSize="small" />
        <Typography variant="caption">{t('placement.addHere', { side: item.side ?? 'L' })}</Typography>
      </ButtonBase>
    );
  }
  return (
    <ButtonBase
      onClick={() => onSelect(node.account)}
      data-testid={`node-${node.account}`}
      aria-label={t('placement.nodeLabel', { account: node.account, name: node.name })}
      sx={{
        ...box,
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        textAlign: 'left',
        p: 0.75,
        border: isRoot ? 2 : 1,
        borderColor: isRoot ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {node.account}
      </Typography>
      <Typography variant="caption" noWrap color="text.secondary">
        {node.name} · {t(`levels.${node.level}`)}
      </Typography>
      <Typography variant="caption" noWrap data-testid="leg-left">
        {t('placement.leg', { side: 'L', count: node.left_count, pv: node.left_pv })}
      </Typography>
      <Typography variant="caption" noWrap data-testid="leg-right">
        {t('placement.leg', { side: 'R', count: node.right_count, pv: node.right_pv })}
      </Typography>
    </ButtonBase>
  );
}
