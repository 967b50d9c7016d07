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
import { useState, type MouseEvent } from 'react';
import type { MenuItem } from '@/lib/contract/auth';
import { MOBILE_ONLY } from '@/lib/menu/menu';
import { visuallyHidden } from '@/lib/theme/theme';
import { MenuIcon } from './icons';
import { DemandMenu } from '@/components/common/nav/DemandMenu';
import { Hint } from './Hint';
import type { ShellMenu } from './useShellMenu';
import { useMenuBadges } from './useMenuBadges';

/** Text for a screen reader only. */

// The side menu: groups open and close (accordion: one branch), the current route is
// selected, collapsed it shows icons with tooltips and groups as pop-up lists.

export type MenuLook = { dark: boolean; inverted: boolean; level: boolean; accordion: boolean };

type Props = {
  items: MenuItem[];
  shell: ShellMenu;
  collapsed: boolean;
  openKeys: string[];
  onOpenKeys: (keys: string[]) => void;
  look: MenuLook;
  onChosen?: () => void;
  narrow?: boolean; // the phone's overlay menu: less indent per level
};

export function SideMenu({ items, shell, collapsed, openKeys, onOpenKeys, look, onChosen, narrow = false }: Props) {
  const t = useTranslations('shell');
  const [popup, setPopup] = useState<{ anchor: HTMLElement; entry: MenuItem } | null>(null);
  const badges = useMenuBadges();
  const run = (entry: MenuItem) => {
    if (shell.choose(entry)) onChosen?.();
  };

  const toggle = (entry: MenuItem, parents: string[]) => {
    const open = openKeys.includes(entry.id);
    if (open) onOpenKeys(openKeys.filter((k) => k !== entry.id));
    else onOpenKeys(look.accordion ? [...parents, entry.id] : [...openKeys, entry.id]);
  };

  const colors = {
    color: look.dark ? 'rgba(255,255,255,0.78)' : 'text.primary',
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
    '&.Mui-selected': look.inverted
      ? { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }
      : { color: look.dark ? 'primary.light' : 'primary.main', bgcolor: look.dark ? 'rgba(255,255,255,0.08)' : undefined },
  };

  const renderEntry = (entry: MenuItem, depth: number, parents: string[]) => {
    const title = shell.titleOf(entry);
    const label = shell.labelOf(entry); // one line, never cut: the full name in a tooltip where it differs
    const group = Boolean(entry.children?.length);
    const open = openKeys.includes(entry.id);
    const selected = !group && entry.id === shell.pathname;
    const inTrail = group && shell.trail.some((t) => t.id === entry.id);
    const badge = badges[entry.id];
    // A closed group (or a collapsed menu) with a counted entry inside shows a dot; the entry says what it counts.
    const counted = !badge && Boolean(entry.children?.some((c) => badges[c.id])) && (!open || collapsed);
    const mobileOnly = MOBILE_ONLY.includes(entry.id) ? { display: { sm: 'none' } } : {};
    const onClick = (e: MouseEvent<HTMLElement>) => {
      if (!group) return run(entry);
      if (collapsed) setPopup({ anchor: e.currentTarget, entry });
      else toggle(entry, parents);
    };
    const button = (
      <ListItemButton
        selected={selected}
        onClick={onClick}
        aria-expanded={group ? open : undefined}
        aria-current={selected ? 'page' : undefined}
        data-menu-id={entry.id}
        sx={{
          ...colors,
          ...mobileOnly,
          minHeight: 44,
          borderRadius: 1.5,
          mx: 0.75,
          my: 0.25,
          pl: collapsed ? 1.75 : look.level ? 1.5 + depth * (narrow ? 1.25 : 2.25) : 1.5,
          fontWeight: inTrail ? 600 : undefined,
        }}
      >
        {depth === 0 && (
          <ListItemIcon>
            <Badge color="error" variant="dot" invisible={!counted && !(collapsed && badge)}>
              <MenuIcon name={entry.img} />
            </Badge>
          </ListItemIcon>
        )}
        {!collapsed && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />}
        {badge && !collapsed && (
          <Badge color="error" badgeContent={badge.count} max={99} data-testid={`menu-badge-${entry.id}`}
            slotProps={{ badge: { 'aria-hidden': true } as object }} sx={{ mx: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
        )}
        {badge && <Box component="span" sx={visuallyHidden}>{`, ${badge.text}`}</Box>}
        {!collapsed && group && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </ListItemButton>
    );
    return (
      <li key={`${parents.join('>')}>${entry.id}`} style={{ listStyle: 'none' }}>
        {(collapsed && depth === 0) || label !== title ? (
          <Hint title={title} placement="right" describe={!collapsed}>
            {button}
          </Hint>
        ) : (
          button
        )}
        {group && !collapsed && (
          <Collapse in={open} timeout={300} unmountOnExit sx={mobileOnly}>
            <List disablePadding>{entry.children!.map((c) => renderEntry(c, depth + 1, [...parents, entry.id]))}</List>
          </Collapse>
        )}
      </li>
    );
  };

  return (
    <nav aria-label={t('menu')}>
      <List sx={{ py: 0.5 }}>{items.map((entry) => renderEntry(entry, 0, []))}</List>
      <DemandMenu
        anchor={popup?.anchor ?? null}
        onClose={() => setPopup(null)}
        placement="right"
        items={(popup?.entry.children ?? []).map((child) => ({ key: child.id, label: shell.titleOf(child), selected: child.id === shell.pathname, onChoose: () => run(child) }))}
      />
    </nav>
  );
}
