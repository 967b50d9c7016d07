'use client';
import Computer from '@mui/icons-material/ComputerOutlined';
import DevicesOther from '@mui/icons-material/DevicesOtherOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphoneOutlined';
import TabletMac from '@mui/icons-material/TabletMacOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { DeviceInfo } from '@/lib/contract/security';
import { countArgs } from '@/lib/format/number';

// What the two security screens of Me (issue 72) share: a device named and drawn by its kind,
// times written in the operator's own time zone, and a list's failure with its Retry.

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Unix ms as "YYYY-MM-DD HH:mm" in the browser's own time zone: as the portal's record lists
 * write their times (the upstream's "YYYY-MM-DD HH:mm:ss"), the same in the three languages,
 * without Intl's date data (lib/format/number.ts says why it is kept out of a screen's load).
 */
export function dateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The first and the last millisecond of a day ("YYYY-MM-DD") in the browser's own time zone (a day of 23 or 25 hours too). */
export function dayBounds(day: string): { start: number; end: number } {
  const [y, m, d] = day.split('-').map(Number);
  return { start: new Date(y, m - 1, d).getTime(), end: new Date(y, m - 1, d + 1).getTime() - 1 };
}

/** How long ago `ms` was, seen from `now`: just now, minutes, hours; past a day, its date and time. */
export function useAgo() {
  const t = useTranslations('my.security.ago');
  const locale = useLocale();
  return useCallback(
    (ms: number, now: number) => {
      const minutes = Math.floor((now - ms) / 60_000);
      if (minutes < 1) return t('now');
      if (minutes < 60) return t('minutes', countArgs(minutes, locale));
      if (minutes < 24 * 60) return t('hours', countArgs(Math.floor(minutes / 60), locale));
      return dateTime(ms);
    },
    [t, locale],
  );
}

/** A device's name: "Chrome 131 on Windows 10", the one part known, or "Unknown device". */
export function useDeviceName() {
  const t = useTranslations('my.security');
  return useCallback(
    ({ browser, os }: DeviceInfo) => (browser && os ? t('deviceName', { browser, os }) : browser || os || t('unknownDevice')),
    [t],
  );
}

const ICONS = { desktop: Computer, mobile: PhoneIphone, tablet: TabletMac, other: DevicesOther } as const;

/** The icon of a device's kind, named for screen readers (its kind). */
export function DeviceIcon({ kind, sx }: { kind: DeviceInfo['kind']; sx?: SxProps<Theme> }) {
  const t = useTranslations('my.security.kinds');
  const Icon = ICONS[kind] ?? DevicesOther;
  return <Icon titleAccess={t(kind in ICONS ? kind : 'other')} fontSize="small" sx={[{ color: 'text.secondary', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}

