'use client';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ShellMenu } from './useShellMenu';

// The breadcrumb of the top bar (spec §3): where the current screen sits in the menu.

export function Breadcrumb({ shell }: { shell: ShellMenu }) {
  const t = useTranslations('shell');
  return (
    <Breadcrumbs aria-label={t('breadcrumb')} data-testid="breadcrumb" sx={{ ml: 1, fontSize: 14, minWidth: 0 }}>
      {shell.trail.map((entry, i) => (
        <Typography
          key={entry.id}
          sx={{ fontSize: 'inherit', color: i === shell.trail.length - 1 ? 'text.primary' : 'text.secondary' }}
          aria-current={i === shell.trail.length - 1 ? 'page' : undefined}
        >
          {shell.titleOf(entry)}
        </Typography>
      ))}
    </Breadcrumbs>
  );
}
