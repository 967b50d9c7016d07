'use client';
import Button from '@mui/material/Button';
import Check from '@mui/icons-material/Check';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSettingsOf, useSettingsStore } from '@/components/common/context/SettingsProvider';
import { DemandMenu } from '@/components/common/nav/DemandMenu';
import { choosable, type ListDef } from '@/lib/lists/define';
import type { Settings } from '@/lib/settings/settings';

// The column chooser and density of a record list (issue 73): the house's menu (DemandMenu, MUI's
// Menu loaded with its first opening) of the list's columns (checkable; the time a row is known
// by is always shown) and its two densities. The choice is the account's settings
// (`listColumns`, `listDensity`): kept on the server with the others, so it follows the operator
// to another browser and outlives a sign-out; the drawer's reset clears it. The export takes the
// columns shown (RecordsView).

const DENSITIES = ['comfortable', 'compact'] as const satisfies readonly Settings['listDensity'][];
const CHECK = <Check fontSize="small" />;

export function ColumnChooser({ list }: { list: Pick<ListDef, 'name' | 'columns'> }) {
  const t = useTranslations('common.records');
  const tr = useTranslations();
  const store = useSettingsStore();
  const { listColumns, listDensity } = useSettingsOf('listColumns', 'listDensity');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hidden = listColumns[list.name] ?? [];
  /** Hides or shows a column; a list with nothing hidden is left out of the setting. */
  const toggle = (column: string) => {
    const next = hidden.includes(column) ? hidden.filter((c) => c !== column) : [...hidden, column];
    const others = Object.fromEntries(Object.entries(listColumns).filter(([name]) => name !== list.name));
    store.set({ listColumns: next.length ? { ...others, [list.name]: next } : others });
  };
  const columns = choosable(list);
  return (
    <>
      <Button variant="outlined" startIcon={<ViewColumn />} sx={{ height: 40, flex: 'none' }} aria-haspopup="menu" aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)} data-testid="records-columns">
        {t('columns')}
      </Button>
      <DemandMenu
        anchor={anchor}
        onClose={() => setAnchor(null)}
        label={t('columnsShown')}
        items={[
          ...columns.map((c, i) => {
            const shown = !hidden.includes(c.id);
            return { key: c.id, label: tr(c.label), icon: shown && CHECK, checked: { kind: 'checkbox' as const, value: shown }, divider: i === columns.length - 1, testId: `records-column-${c.id}`, onChoose: () => toggle(c.id) };
          }),
          ...DENSITIES.map((d) => ({ key: d, label: t(d), icon: listDensity === d && CHECK, checked: { kind: 'radio' as const, value: listDensity === d }, testId: `records-density-${d}`, onChoose: () => store.set({ listDensity: d }) })),
        ]}
      />
    </>
  );
}
