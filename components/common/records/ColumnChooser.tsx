'use client';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSettingsOf, useSettingsStore } from '@/components/common/context/SettingsProvider';
import { choosable, type ListDef } from '@/lib/lists/define';
import type { Settings } from '@/lib/settings/settings';

// The column chooser and density of a record list (issue 73): MUI's Menu of the list's columns
// (checkable items; the time a row is known by is always shown) and its two densities. The choice
// is the account's settings (`listColumns`, `listDensity`): kept on the server with the others,
// so it follows the operator to another browser and outlives a sign-out; the drawer's reset
// clears it. The export takes the columns shown (RecordsView).

const DENSITIES = ['comfortable', 'compact'] as const satisfies readonly Settings['listDensity'][];

export function ColumnChooser({ list }: { list: Pick<ListDef, 'name' | 'columns'> }) {
  const t = useTranslations('common.records');
  const tr = useTranslations();
  const store = useSettingsStore();
  const { listColumns, listDensity } = useSettingsOf('listColumns', 'listDensity');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const hidden = listColumns[list.name] ?? [];
  /** Hides or shows a column; a list with nothing hidden is left out of the setting. */
  const toggle = (column: string) => {
    const next = hidden.includes(column) ? hidden.filter((c) => c !== column) : [...hidden, column];
    const others = Object.fromEntries(Object.entries(listColumns).filter(([name]) => name !== list.name));
    store.set({ listColumns: next.length ? { ...others, [list.name]: next } : others });
  };
  return (
    <>
      <Button variant="outlined" startIcon={<ViewColumn />} sx={{ height: 40, flex: 'none' }} aria-haspopup="menu" aria-controls={anchor ? id : undefined} aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)} data-testid="records-columns">
        {t('columns')}
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('columnsShown'), dense: true } }}>
        {choosable(list).map((c) => {
          const shown = !hidden.includes(c.id);
          return (
            <MenuItem key={c.id} role="menuitemcheckbox" aria-checked={shown} onClick={() => toggle(c.id)} data-testid={`records-column-${c.id}`}>
              <ListItemIcon>{shown && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText>{tr(c.label)}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        {DENSITIES.map((d) => (
          <MenuItem key={d} role="menuitemradio" aria-checked={listDensity === d} onClick={() => store.set({ listDensity: d })} data-testid={`records-density-${d}`}>
            <ListItemIcon>{listDensity === d && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(d)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
