'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { productQuery } from '@/lib/api/products';
import { uploadSrc } from '@/lib/contract/upload';
import { formatMoney } from '@/lib/format/money';
import { ComboList } from './ComboList';

// A product's detail (product/communi): image through the signed-in image route, price, the
// level it grants, its contents and what it is for.
export function ProductDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useTranslations('products');
  const locale = useLocale();
  const { data } = useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="xs" data-testid="product-dialog">
      <DialogTitle>{data?.name ?? t('product.title')}</DialogTitle>
      <DialogContent>
        {!data ? (
          <Skeleton variant="rounded" height={220} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Box component="img" src={uploadSrc(data.image)} alt={data.name} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }} data-testid="product-image" />
            <Typography sx={{ fontWeight: 600 }} data-testid="product-price">{formatMoney(data.price, locale)}</Typography>
            <Typography variant="body2" color="text.secondary">{t('package.grants', { level: data.level_name, pv: data.pv })}</Typography>
            <Typography variant="body2">{data.description}</Typography>
            <ComboList items={data.items} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
