'use client';
import BrokenImage from '@mui/icons-material/BrokenImage';
import Box from '@mui/material/Box';
import { Dialog } from '@/components/common/dialogs/Dialog';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { uploadSrc } from '@/lib/contract/upload';

// An image that says "image failed to load" (spec §8) instead of a broken icon; a click opens
// it large in a dialog.
export function Photo({ url, alt, height = 160 }: { url: string; alt: string; height?: number }) {
  const t = useTranslations('capital.photo');
  const [failedFor, setFailedFor] = useState<string | null>(null);
  if (!url || failedFor === url) {
    return (
      <Box data-testid="photo-failed" sx={{ height, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', color: 'text.secondary', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
        <BrokenImage />
        <Typography variant="caption">{t('failed')}</Typography>
      </Box>
    );
  }
  // A plain img: an uploaded image of unknown size, relayed by the BFF (GET /api/upload/<name>).
  return <Box component="img" src={uploadSrc(url)} alt={alt} onError={() => setFailedFor(url)} data-testid="photo" sx={{ height, maxWidth: '100%', objectFit: 'contain', borderRadius: 1, display: 'block' }} />;
}

export function PhotoViewer({ url, onClose }: { url: string | null; onClose: () => void }) {
  const t = useTranslations('capital.photo');
  return (
    <Dialog open={url !== null} onClose={onClose} maxWidth="md" data-testid="photo-viewer" onClick={onClose}>
      {url !== null && <Photo url={url} alt={t('title')} height={480} />}
    </Dialog>
  );
}
