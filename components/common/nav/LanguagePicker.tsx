'use client';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LANGS } from '@/lib/contract/locale';
import { saveLocale } from '@/lib/i18n/client';
import { routeHref } from '@/lib/menu/routes';
import { DemandMenu } from './DemandMenu';

// The language picker (spec §4): saves the choice, then returns to / after 200 ms. Upstream
// answers carry text in the request's language (levels, regions, notices): they are fetched again.
const REDIRECT_MS = 200;

export function LanguagePicker({ sx }: { sx?: SxProps<Theme> }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  const client = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGS.find((l) => l.value === locale) ?? LANGS[0];

  // The tap only saves the choice and closes the menu, so that its answer is painted at once;
  // dropping every answer (each screen re-renders as loading) and the refresh come after (issue 39).
  const choose = (value: string) => {
    saveLocale(value);
    setTimeout(() => {
      void client.resetQueries();
      router.replace(routeHref('/'));
      router.refresh();
    }, REDIRECT_MS);
  };

  return (
    <>
      <Button
        color="inherit"
        sx={sx}
        startIcon={<TranslateIcon />}
        aria-label={`${current.name} (${t('language')})`} // the name starts with what the button shows (WCAG 2.5.3)
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="language-picker"
      >
        {current.name}
      </Button>
      <DemandMenu
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={LANGS.map((lang) => ({ key: lang.value, label: lang.name, lang: lang.value, selected: lang.value === locale, onChoose: () => choose(lang.value) }))}
      />
    </>
  );
}
