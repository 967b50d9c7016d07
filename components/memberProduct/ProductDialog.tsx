'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { productQuery } from '@/lib/api/memberProduct';
import { uploadSrc } from '@/lib/contract/upload';
import { formatMoney } from '@/lib/format/money';
import { ComboList } from '@/components/common/display/ComboList';
import { DetailDialog } from '@/components/common/dialogs/DetailDialog';

// A product's detail (product/communi): image through the signed-in image route, price, the
// level it grants, its contents and what it is for.
export function ProductDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useTranslations('memberProduct');
  const locale = useLocale();
  const { data } = useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
  return (
    <DetailDialog open={id !== null} title={data?.name ?? t('product.title')} loading={!data} onClose={onClose} testId="product-dialog">
      {data && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box component="img" src={uploadSrc(data.image)} alt={data.name} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }} data-testid="product-image" />
          <Typography sx={{ fontWeight: 600 }} data-testid="product-price">{formatMoney(data.price, locale)}</Typography>
          <Typography variant="body2" color="textSecondary">{t('package.grants', { level: data.level_name, pv: data.pv })}</Typography>
          <Typography variant="body2">{data.description}</Typography>
          <ComboList items={data.items} />
        </Box>
      )}
    </DetailDialog>
  );
}
