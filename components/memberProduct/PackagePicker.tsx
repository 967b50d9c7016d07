'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { type Product } from '@/lib/contract/memberProduct';
import { uploadSrc } from '@/lib/contract/upload';
import { formatMoney } from '@/lib/format/money';
import { ComboList } from '@/components/common/display/ComboList';
import { ProductDialog } from './ProductDialog';
import { packageBlock } from '@/lib/contract/values';

type Props = {
  products: readonly Product[] | undefined;
  balance: string | undefined;
  memberLevel: number | undefined; // undefined until a member is chosen
  value: number | '';
  onChange: (id: number) => void;
};

// The packages a member levels up with (product/index): what each grants and costs, its combo,
// its detail; a package not allowed for the member's level or above the balance is not chosen.
export function PackagePicker({ products, balance, memberLevel, value, onChange }: Props) {
  const t = useTranslations('memberProduct');
  const locale = useLocale();
  const [detail, setDetail] = useState<number | null>(null);
  if (!products) return <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{[0, 1].map((i) => <Skeleton key={i} variant="rounded" height={180} />)}</Box>;
  return (
    <Box role="radiogroup" aria-label={t('package.label')} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {products.map((p) => {
        const block = packageBlock(p, memberLevel, balance);
        const chosen = value === p.id;
        return (
          <Paper key={p.id} variant="outlined" sx={{ borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1, overflow: 'hidden' }} data-testid="package" data-id={p.id}>
            <ButtonBase
              role="radio"
              aria-checked={chosen}
              disabled={!!block}
              onClick={() => onChange(p.id)}
              sx={{ display: 'grid', gridTemplateColumns: '72px 1fr', gap: 1.5, p: 1.5, width: '100%', textAlign: 'left', alignItems: 'start' }}
              data-testid="package-choose"
            >
              {/* A package that cannot be chosen is dimmed, its reason (and the rest of the card) stays readable. */}
              <Box component="img" src={uploadSrc(p.image)} alt="" sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1, opacity: block ? 0.5 : 1 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
                <Typography color={block ? 'text.secondary' : 'primary'} sx={{ fontWeight: 600 }}>{formatMoney(p.price, locale)}</Typography>
                <Typography variant="body2" color="textSecondary">{t('package.grants', { level: p.level_name, pv: p.pv })}</Typography>
                {block && <Typography variant="caption" color="error" data-testid="package-block">{t(`package.block.${block}`)}</Typography>}
              </Box>
            </ButtonBase>
            <Box sx={{ px: 1.5, pb: 1, display: 'flex', justifyContent: 'space-between', alignItems: 'end', gap: 1 }}>
              <ComboList items={p.items} />
              <Button size="small" onClick={() => setDetail(p.id)} data-testid="package-detail">{t('package.detail')}</Button>
            </Box>
          </Paper>
        );
      })}
      <ProductDialog id={detail} onClose={() => setDetail(null)} />
    </Box>
  );
}
