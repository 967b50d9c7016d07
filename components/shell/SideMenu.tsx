'use client';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslations } from 'next-intl';
import { memo, useCallback, useMemo, useState, type Dispatch, type MouseEvent, type SetStateAction } from 'react';
import type { MenuItem } from '@/lib/contract/auth';
import { MOBILE_ONLY } from '@/lib/menu/menu';
import { visuallyHidden } from '@/lib/theme/theme';
import { MenuIcon } from './icons';
import { DemandMenu } from '@/components/common/nav/DemandMenu';
import { Hint } from './Hint';
import type { ShellMenu } from './useShellMenu';
import { useMenuBadges } from './useMenuBadges';

// The side menu: groups open and close (accordion: one branch), the current route is
// selected, collapsed it shows icons with tooltips and groups as pop-up lists.

export type MenuLook = { dark: boolean; inverted: boolean; level: boolean; accordion: boolean };

type Props = {
  items: MenuItem[];
  shell: ShellMenu;
  collapsed: boolean;
  openKeys: string[];
  onOpenKeys: Dispatch<SetStateAction<string[]>>;
  look: MenuLook;
  onChosen?: () => void;
  narrow?: boolean; // the phone's overlay menu: less indent per level
};

export function SideMenu({ items, shell, collapsed, openKeys, onOpenKeys, look, onChosen, narrow = false }: Props) {
  const t = useTranslations('shell');
  const [popup, setPopup] = useState<{ anchor: HTMLElement; entry: MenuItem } | null>(null);
  const badges = useMenuBadges();
  const { choose, titleOf, labelOf, pathname, trail } = shell;
  const { accordion } = look;
  const run = useCallback((entry: MenuItem) => {
    if (choose(entry)) onChosen?.();
  }, [choose, onChosen]);

  // The same function while what it does is: an entry draws again only when it changes itself.
  const onEntry = useCallback((entry: MenuItem, path: string, anchor: HTMLElement) => {
    if (!entry.children?.length) return run(entry);
    if (collapsed) return setPopup({ anchor, entry });
    onOpenKeys((keys) => {
      if (keys.includes(entry.id)) return keys.filter((k) => k !== entry.id);
      return accordion ? path.split(PATH) : [...keys, entry.id];
    });
  }, [run, collapsed, accordion, onOpenKeys]);

  const colors = useMemo(() => ({
    color: look.dark ? 'rgba(255,255,255,0.78)' : 'text.primary',
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
    '&.Mui-selected': look.inverted
      ? { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }
      : { color: look.dark ? 'primary.light' : 'primary.main', bgcolor: look.dark ? 'rgba(255,255,255,0.08)' : undefined },
  }), [look.dark, look.inverted]);

  /** `path`: the ids of the entry's groups, outermost first, and its own, joined (its key, and the branch an accordion opens). */
  const renderEntry = (entry: MenuItem, depth: number, path: string) => {
    const group = Boolean(entry.children?.length);
    const open = openKeys.includes(entry.id);
    const badge = badges[entry.id];
    const mobileOnly = MOBILE_ONLY.includes(entry.id);
    return (
      <li key={path} style={{ listStyle: 'none' }}>
        <Entry
          entry={entry}
          path={path}
          depth={depth}
          title={titleOf(entry)}
          label={labelOf(entry)}
          selected={!group && entry.id === pathname}
          open={open}
          inTrail={group && trail.some((e) => e.id === entry.id)}
          // A closed group (or a collapsed menu) with a counted entry inside shows a dot; the entry says what it counts.
          counted={!badge && Boolean(entry.children?.some((c) => badges[c.id])) && (!open || collapsed)}
          badgeCount={badge?.count}
          badgeText={badge?.text}
          collapsed={collapsed}
          mobileOnly={mobileOnly}
          colors={colors}
          level={look.level}
          narrow={narrow}
          onEntry={onEntry}
        />
        {group && !collapsed && (
          <Collapse in={open} timeout={300} unmountOnExit sx={mobileOnly ? MOBILE_ONLY_SX : undefined}>
            <List disablePadding>{entry.children!.map((c) => renderEntry(c, depth + 1, `${path}${PATH}${c.id}`))}</List>
          </Collapse>
        )}
      </li>
    );
  };

  return (
    <nav aria-label={t('menu')}>
      <List sx={{ py: 0.5 }}>{items.map((entry) => renderEntry(entry, 0, entry.id))}</List>
      <DemandMenu
        anchor={popup?.anchor ?? null}
        onClose={() => setPopup(null)}
        placement="right"
        items={(popup?.entry.children ?? []).map((child) => ({ key: child.id, label: titleOf(child), selected: child.id === pathname, onChoose: () => run(child) }))}
      />
    </nav>
  );
}

const PATH = '\n'; // between the ids in an entry's `path`
const MOBILE_ONLY_SX = { display: { sm: 'none' } };

type EntryProps = {
  entry: MenuItem;
  path: string; // the ids of its groups, outermost first, and its own
  depth: number;
  title: string;
  label: string; // one line, never cut: the full name (title) in a tooltip where it differs
  selected: boolean;
  open: boolean;
  inTrail: boolean;
  counted: boolean;
  badgeCount: number | undefined;
  badgeText: string | undefined;
  collapsed: boolean;
  mobileOnly: boolean;
  colors: object;
  level: boolean;
  narrow: boolean;
  onEntry: (entry: MenuItem, path: string, anchor: HTMLElement) => void;
};

/**
 * One entry's button. A navigation changes two or three entries (the one left, the one chosen,
 * its group): only those draw again, not every entry of the menu with its icon, badge and hint.
 */
const Entry = memo(function Entry({ entry, path, depth, title, label, selected, open, inTrail, counted, badgeCount, badgeText, collapsed, mobileOnly, colors, level, narrow, onEntry }: EntryProps) {
  const group = Boolean(entry.children?.length);
  const button = (
    <ListItemButton
      selected={selected}
      onClick={(e: MouseEvent<HTMLElement>) => onEntry(entry, path, e.currentTarget)}
      aria-expanded={group ? open : undefined}
      aria-current={selected ? 'page' : undefined}
      data-menu-id={entry.id}
      sx={{
        ...colors,
        ...(mobileOnly ? MOBILE_ONLY_SX : {}),
        minHeight: 44,
        borderRadius: 1.5,
        mx: 0.75,
        my: 0.25,
        pl: collapsed ? 1.75 : level ? 1.5 + depth * (narrow ? 1.25 : 2.25) : 1.5,
        fontWeight: inTrail ? 600 : undefined,
      }}
    >
      {depth === 0 && (
        <ListItemIcon>
          <Badge color="error" variant="dot" invisible={!counted && !(collapsed && badgeCount)}>
            <MenuIcon name={entry.img} />
          </Badge>
        </ListItemIcon>
      )}
      {!collapsed && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />}
      {badgeCount !== undefined && !collapsed && (
        <Badge color="error" badgeContent={badgeCount} max={99} data-testid={`menu-badge-${entry.id}`}
          slotProps={{ badge: { 'aria-hidden': true } as object }} sx={{ mx: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
      )}
      {badgeText !== undefined && <Box component="span" sx={visuallyHidden}>{`, ${badgeText}`}</Box>}
      {!collapsed && group && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </ListItemButton>
  );
  return (collapsed && depth === 0) || label !== title ? (
    <Hint title={title} placement="right" describe={!collapsed}>
      {button}
    </Hint>
  ) : (
    button
  );
});
