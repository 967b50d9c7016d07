'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ExportParams, ExportProgress } from '@/lib/api/export';
import type { ExportFormat, ExportName } from '@/lib/contract/export-wire';
import { formatCount } from '@/lib/format/number';

// A list's export (docs/architecture.md, "Export"): CSV or Excel of every row the filters in
// force match, made by the BFF. While it runs both buttons are disabled; past a second it shows
// how far it is (rows in a CSV, bytes of an .xlsx, of the total the server announced) and a
// Cancel, which aborts the request (the server stops walking pages). A refusal (too many rows,
// another export running) is shown under the buttons.

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];
const SHOW_AFTER_MS = 1000;

type Props = { list: ExportName; params: ExportParams; sx?: SxProps<Theme> };

export function ExportControl({ list, params, sx }: Props) {
  const t = useTranslations('common');
  const locale = useLocale();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [shown, setShown] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []); // a closed tab ends its export

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning(format);
    setProgress(null);
    setMessage(null);
    setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    try {
      // What runs an export loads with the first one: a list's first load carries the buttons only.
      const { fetchExport, saveBlob } = await import('@/lib/api/export');
      const file = await fetchExport(list, format, params, { signal: controller.signal, onProgress: setProgress, networkMessage: t('networkError') });
      saveBlob(file.blob, file.name);
      setMessage({ text: t('records.saved', { name: file.name }), error: false });
    } catch (error) {
      setMessage(controller.signal.aborted ? { text: t('records.canceled'), error: false } : { text: error instanceof Error && error.message ? error.message : t('records.failed'), error: true });
    } finally {
      clearTimeout(timer);
      abort.current = null;
      setRunning(null);
      setShown(false);
    }
  };

  const kb = progress ? Math.round(progress.bytes / 1024) : 0;
  const status = progress
    ? progress.rows !== undefined
      ? t('records.progressRows', { done: formatCount(progress.rows, locale), total: formatCount(progress.total, locale) })
      : t('records.progressBytes', { total: formatCount(progress.total, locale), kb: formatCount(kb, locale) })
    : t('loading');
  const percent = progress?.rows !== undefined && progress.total ? Math.round((progress.rows / progress.total) * 100) : undefined;

  return (
    <Box sx={sx} data-testid="records-export">
      <Box role="group" aria-label={t('records.export')} sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: { lg: 'flex-end' } }}>
        <Typography variant="body2" color="textSecondary" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }}>{t('records.export')}</Typography>
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<FileDownload />}
            disabled={running !== null}
            onClick={() => void start(format)}
            aria-label={t('records.exportLabel', { format: t(format === 'csv' ? 'records.exportCsv' : 'records.exportXlsx') })}
            data-testid={`records-export-${format}`}
            sx={{ height: 40, flex: { xs: 1, lg: 'none' } }}
          >
            {t(format === 'csv' ? 'records.exportCsv' : 'records.exportXlsx')}
          </Button>
        ))}
      </Box>
      {running && shown && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1.5, width: { xs: '100%', lg: 320 }, ml: { lg: 'auto' } }} data-testid="export-progress">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} aria-label={status} />
            <Typography variant="caption" color="textSecondary" data-testid="export-status" sx={{ display: 'block', mt: 0.5 }}>{status}</Typography>
          </Box>
          <Button size="small" color="warning" onClick={() => abort.current?.abort()} data-testid="export-cancel">{t('records.cancel')}</Button>
        </Box>
      )}
      {message && (
        <Typography variant="body2" color={message.error ? 'error' : 'textSecondary'} role={message.error ? 'alert' : 'status'} sx={{ mt: 1, maxWidth: { lg: 320 }, ml: { lg: 'auto' }, overflowWrap: 'anywhere' }} data-testid={message.error ? 'export-error' : 'export-message'}>
          {message.text}
        </Typography>
      )}
    </Box>
  );
}
