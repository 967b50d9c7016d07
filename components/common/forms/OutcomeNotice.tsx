'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/components/common/nav/Link';
import { formatMoney } from '@/lib/format/money';
import { countArgs } from '@/lib/format/number';
import { routeHref } from '@/lib/menu/routes';
import type { Once } from './useOnce';

// What a confirmation says of a money move whose answer was lost (./useOnce.ts): that the portal
// is checking the record (with progress), that it went through (the entry, the balance after it),
// that it did not (send it again?), or that it is not known yet, with a link to the record of
// that day. Told in a polite live region, so a screen reader hears each change.

/** The checking's progress, as a share of the time after which "not applied" can be told; it ticks only while checking. */
function useProgress(sentAt: string | undefined, graceMs: number | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const ticking = !!sentAt && !!graceMs;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [ticking]);
  if (!sentAt || !graceMs) return undefined;
  return Math.min(95, Math.max(5, ((now - Date.parse(sentAt)) / graceMs) * 100));
}

export function OutcomeNotice({ once }: { once: Once }) {
  const t = useTranslations('common.outcome');
  const locale = useLocale();
  const { state, move } = once;
  const settling = state && 'settling' in state ? state.settling : undefined;
  const progress = useProgress(state?.phase === 'checking' ? settling?.sentAt : undefined, settling?.graceMs);
  if (!state || !move) return null;
  const what = move.what;
  const data = state.phase === 'applied' ? (state.data as { id?: number; salary?: string; balance?: string } | null) : null;
  const after = data?.salary ?? data?.balance;
  const day = settling?.day;
  const record = routeHref(move.record, move.byDay && day ? { from: day, to: day } : undefined);
  return (
    <Box role="status" aria-live="polite" sx={{ mb: 2 }} data-testid="once-outcome" data-phase={state.phase}>
      {state.phase === 'checking' && (
        <>
          <Typography sx={{ mb: 1 }}>{t('checking', { what })}</Typography>
          <LinearProgress variant={progress === undefined ? 'indeterminate' : 'determinate'} value={progress} aria-label={t('checking', { what })} />
          {!!settling?.checks && <Typography variant="caption" color="textSecondary">{t('checks', countArgs(settling.checks, locale))}</Typography>}
        </>
      )}
      {state.phase === 'applied' && (
        <Alert severity="success">
          {t('applied', { what })}
          {data?.id !== undefined && <Box component="span" sx={{ display: 'block' }}>{t('entry', { id: data.id })}</Box>}
          {after !== undefined && <Box component="span" sx={{ display: 'block' }}>{t('balanceAfter', { amount: formatMoney(after, locale) })}</Box>}
        </Alert>
      )}
      {state.phase === 'notApplied' && <Alert severity="warning">{t('notApplied', { what })}</Alert>}
      {state.phase === 'unknown' && (
        <Alert severity="error">
          {t('unknown', { what })}{' '}
          <Link href={record} data-testid="once-record">{t('record', { what })}</Link>
        </Alert>
      )}
    </Box>
  );
}
