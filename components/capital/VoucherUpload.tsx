'use client';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Envelope } from '@/lib/contract/codes';
import { sniffImageType, UPLOAD_MAX_BYTES, type UploadData } from '@/lib/contract/upload';
import { Photo } from './PhotoViewer';

// The voucher image: checked here by content and size (the BFF checks again), uploaded with
// XMLHttpRequest for its progress events, then previewed through the BFF relay.
type Props = { value: string; onChange: (url: string) => void; error?: string };

function upload(file: File, onProgress: (percent: number) => void): Promise<Envelope<UploadData | null>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => (xhr.response ? resolve(xhr.response as Envelope<UploadData | null>) : reject(new Error(String(xhr.status))));
    xhr.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export function VoucherUpload({ value, onChange, error }: Props) {
  const t = useTranslations('capital.recharge');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(t('sizeError'));
    if (!sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return setProblem(t('typeError'));
    setProgress(0);
    try {
      const env = await upload(file, setProgress);
      if (env.code === 20000 && env.data?.url) onChange(env.data.url);
      else setProblem(env.msg);
    } catch {
      setProblem(t('uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>{t('voucher')}</Typography>
      {value && <Photo url={value} alt={t('voucher')} />}
      <Button component="label" variant="outlined" startIcon={<CloudUpload />} disabled={progress !== null} sx={{ justifySelf: 'start' }}>
        {value ? t('replace') : t('upload')}
        <input
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          data-testid="voucher-file"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Button>
      {progress !== null && <LinearProgress variant="determinate" value={progress} data-testid="voucher-progress" aria-label={t('uploading')} />}
      <Typography variant="caption" color={problem || error ? 'error' : 'text.secondary'} data-testid="voucher-help">
        {problem ?? error ?? t('hint')}
      </Typography>
    </Box>
  );
}
