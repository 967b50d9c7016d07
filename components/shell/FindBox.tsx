'use client';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Autocomplete, { autocompleteClasses, type AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import type { PopperProps } from '@mui/material/Popper';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/common/dialogs/Dialog';
import { goFrom } from '@/components/common/dialogs/useBackCloses';
import { useSettingsOf, useSettingsStore } from '@/components/common/context/SettingsProvider';
import { TextField } from '@/components/common/forms/TextField';
import { networkError, notInTree } from '@/components/network/networkError';
import { inviteSearchQuery, placementQuery } from '@/lib/api/network';
import type { MenuItem } from '@/lib/contract/auth';
import { PHONE_LEVELS } from '@/lib/contract/reads';
import { countArgs } from '@/lib/format/number';
import { markedFirst, MAX_FAVOURITES, MAX_RECENT, toggled } from '@/lib/find/marks';
import { findScreens, grantedScreens, looksLikeAccount, type ScreenGroup } from '@/lib/find/match';
import SCREEN_KEYS from '@/lib/find/screen-keys.json';
import { routeHref } from '@/lib/menu/routes';
import { visuallyHidden } from '@/lib/theme/theme';
import type { ShellMenu } from './useShellMenu';

// The find box (issue 58), the body of FindLayer's dialog: MUI's Autocomplete, always open, its
// list drawn in the dialog rather than in a popper (MUI's "GitHub's picker" demo). Screens are
// matched in the browser against the menu the operator is granted (lib/find/match.ts); members
// are asked of the upstream (its search by account, through the registry: lib/api/network.ts),
// once typing pauses, a stale lookup cancelled. A member is offered in the charts the menu grants.

const LOOKUP_AFTER_MS = 300;
const CHARTS = ['/inviteNode', '/memberNode'] as const;
type Chart = (typeof CHARTS)[number];

type Option =
  | { kind: 'screen'; group: ScreenGroup; entry: MenuItem; title: string }
  | { kind: 'member'; chart: Chart; account: string; name: string }
  | { kind: 'note'; text: string; busy?: boolean };

const groupOf = (o: Option): ScreenGroup | 'members' => (o.kind === 'screen' ? o.group : 'members');
const keyOf = (o: Option) => (o.kind === 'screen' ? `s:${o.entry.id}` : o.kind === 'member' ? `m:${o.chart}:${o.account}` : `n:${o.text}`);

/** The list inside the dialog, where MUI would put a popper (its props are a popper's, unused here). */
function InlineList({ className, role, children }: PopperProps) {
  return (
    // Autocomplete's own popper styles (still applied, through the class) place a portal-less list
    // absolutely; in the dialog it flows under the field (the two-class selector outweighs them).
    <Box className={className} role={role} sx={{ minHeight: 0, overflowY: 'auto', [`&.${autocompleteClasses.popperDisablePortal}`]: { position: 'relative' } }}>
      {children as ReactNode}
    </Box>
  );
}

/** The typed text, once it has not changed for `ms`. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function FindBox({ shell, onClose }: { shell: ShellMenu; onClose: () => void }) {
  const t = useTranslations('shell.find');
  const locale = useLocale();
  const router = useRouter();
  const settings = useSettingsOf('findFavourites', 'findRecent');
  const store = useSettingsStore();
  const [query, setQuery] = useState('');

  // Screens: those the operator's menu grants, titled as the menu titles them.
  const { menu, titleOf } = shell;
  const screens = useMemo(() => grantedScreens(menu).map((entry) => ({ entry, title: titleOf(entry) })), [menu, titleOf]);
  const { findFavourites: favourites, findRecent: recent } = settings;
  const found = useMemo(() => findScreens(screens, query, { favourites, recent }, SCREEN_KEYS), [screens, query, favourites, recent]);

  // Members: the upstream's search by account, in the invitation chart when granted, else the placement chart.
  const charts = useMemo(() => CHARTS.filter((chart) => screens.some((s) => s.entry.id === chart)), [screens]);
  const account = useSettled(query.trim(), LOOKUP_AFTER_MS);
  const asking = charts.length > 0 && looksLikeAccount(account) && account === query.trim();
  const invite = useQuery({ ...inviteSearchQuery(account), enabled: asking && charts.includes('/inviteNode') });
  const placement = useQuery({ ...placementQuery({ account, levels: PHONE_LEVELS }), enabled: asking && !charts.includes('/inviteNode') });
  const lookup = charts.includes('/inviteNode') ? invite : placement;
  const member = !asking
    ? undefined
    : charts.includes('/inviteNode')
      ? invite.data?.list[0]
      : placement.isPlaceholderData ? undefined : placement.data?.nodes.find((n) => n.pos === 1);
  const waiting = charts.length > 0 && looksLikeAccount(query) && (account !== query.trim() || lookup.isFetching);

  // A refusal is said as the charts say it; "not in your team" only when no screen matched either
  // (the upstream says so of any text that is not an account of the operator's network: "transfer").
  const refused = asking && lookup.error && !(notInTree(lookup.error) && found.length > 0);
  const error = refused ? networkError(lookup.error, () => t('notInTree')) : null;
  const loadingText = t('loading');
  // One array while nothing in it changed: MUI keeps the active option across renders then.
  const options = useMemo((): Option[] => {
    const members: Option[] = waiting
      ? [{ kind: 'note', text: loadingText, busy: true }]
      : error
        ? [{ kind: 'note', text: error }]
        : member
          ? charts.map((chart) => ({ kind: 'member', chart, account: member.account, name: member.name }))
          : [];
    return [...found.map((s): Option => ({ kind: 'screen', ...s })), ...members];
  }, [found, waiting, error, member, charts, loadingText]);
  const results = options.filter((o) => o.kind !== 'note').length;

  const open = (option: Option | null) => {
    if (!option || option.kind === 'note') return;
    onClose();
    if (option.kind === 'screen') {
      store.set({ findRecent: markedFirst(recent, option.entry.id, MAX_RECENT) }); // the screens opened from here last
      shell.choose(option.entry); // as the menu opens it: a tab
    }
    else goFrom(router, routeHref(option.chart, { root: option.account }));
  };
  const toggleStar = (id: string) => store.set({ findFavourites: toggled(settings.findFavourites, id, MAX_FAVOURITES) });
  const star = (event: MouseEvent, id: string) => {
    event.preventDefault();
    event.stopPropagation(); // the star, not the screen
    toggleStar(id);
  };
  // The option the arrows are on: Shift+Enter stars it (MUI's documented way to take over a key:
  // defaultMuiPrevented). MUI reports the arrows' and the pointer's moves only; after typing,
  // autoHighlight has put it on the first option.
  const [moved, setMoved] = useState<{ query: string; option: Option | null }>();
  const active = moved?.query === query ? moved.option : (options[0] ?? null);
  const onKeyDown = (event: KeyboardEvent & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' || !event.shiftKey || active?.kind !== 'screen') return;
    event.defaultMuiPrevented = true;
    event.preventDefault();
    toggleStar(active.entry.id);
  };

  const renderGroup = ({ key, group, children }: AutocompleteRenderGroupParams) => (
    <li key={key} role="group" aria-labelledby={`find-group-${key}`}>
      <ListSubheader id={`find-group-${key}`} component="div" role="presentation" sx={{ lineHeight: '32px', fontWeight: 600, bgcolor: 'background.paper' }}>
        {t(group as ScreenGroup | 'members')}
      </ListSubheader>
      <Box component="ul" role="presentation" sx={{ p: 0 }}>
        {children}
      </Box>
    </li>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 1.5 }, display: 'flex', flexDirection: 'column', minHeight: 0, height: { xs: '100%', sm: 'auto' } }}>
      <Autocomplete<Option, false, false, false>
        open
        onClose={(_event, reason) => reason === 'escape' && onClose()}
        options={options}
        value={null}
        onChange={(_event, option) => open(option)}
        inputValue={query}
        onInputChange={(_event, value, reason) => reason === 'input' && setQuery(value)}
        filterOptions={(o) => o}
        groupBy={groupOf}
        renderGroup={renderGroup}
        getOptionKey={keyOf}
        getOptionLabel={(o) => (o.kind === 'screen' ? o.title : o.kind === 'member' ? o.account : o.text)}
        getOptionDisabled={(o) => o.kind === 'note'}
        isOptionEqualToValue={(a, b) => keyOf(a) === keyOf(b)}
        autoHighlight
        // The dialog closes itself on a choice. Without this, MUI re-syncs the highlight on any
        // render while its list is open, and an arrow pressed as typing settles is undone.
        disableCloseOnSelect
        onHighlightChange={(_event, option) => setMoved({ query, option })}
        onKeyDown={onKeyDown}
        disablePortal
        noOptionsText={t('empty')}
        slots={{ popper: InlineList }}
        slotProps={{
          paper: { elevation: 0, sx: { boxShadow: 'none', m: 0, bgcolor: 'transparent' } },
          listbox: { sx: { maxHeight: { xs: 'none', sm: '60vh' } }, 'data-testid': 'find-results' } as object,
        }}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} data-testid={option.kind === 'screen' ? `find-screen-${option.entry.id}` : option.kind === 'member' ? `find-member-${option.chart}` : 'find-note'} sx={{ gap: 1, minHeight: 44 }}>
            {option.kind === 'screen' ? (
              <>
                <Box component="span" sx={{ flex: 1 }}>{option.title}</Box>
                {/* Not a button: nothing interactive may sit inside an option. The keyboard's way is Shift+Enter (said in the field's description). */}
                <Box
                  component="span"
                  aria-hidden
                  onMouseDown={(e: MouseEvent) => e.preventDefault()}
                  onClick={(e: MouseEvent) => star(e, option.entry.id)}
                  data-testid={`find-star-${option.entry.id}`}
                  data-starred={option.group === 'favourites'}
                  sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 40, height: 40, mr: -1, borderRadius: '50%', cursor: 'pointer', color: option.group === 'favourites' ? 'warning.main' : 'action.active', '&:hover': { bgcolor: 'action.hover' } }}
                >
                  {option.group === 'favourites' ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
                </Box>
              </>
            ) : option.kind === 'member' ? (
              t(option.chart === '/inviteNode' ? 'openInvite' : 'openPlacement', { account: option.account, name: option.name })
            ) : (
              <Box component="span" role={option.busy ? undefined : 'alert'} sx={{ color: option.busy ? 'text.secondary' : 'error.main' }}>{option.text}</Box>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            placeholder={t('placeholder')}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton edge="end" onClick={onClose} aria-label={t('close')} data-testid="find-close">
                      <Close />
                    </IconButton>
                  </InputAdornment>
                ),
              },
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('label'), 'aria-describedby': 'find-keys', maxLength: 64, 'data-testid': 'find-input', enterKeyHint: 'go' },
            }}
          />
        )}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      />
      <Box id="find-keys" sx={visuallyHidden}>
        {t('keys')}
      </Box>
      {/* The count, said politely as it changes (the active option is the input's aria-activedescendant, MUI's). */}
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="find-count">
        {waiting ? t('loading') : t('count', countArgs(results, locale))}
      </Box>
    </Box>
  );
}

/** The house's Dialog around the box (back closes it; full-screen on phones; focus goes back where it was). */
export function FindDialog({ open, onClose, shell, opening }: { open: boolean; onClose: () => void; shell: ShellMenu; opening: number }) {
  const t = useTranslations('shell.find');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{ paper: { 'aria-label': t('label'), 'data-testid': 'find-dialog', sx: { mt: { sm: '12vh' } } } as object }}
    >
      <FindBox key={opening} shell={shell} onClose={onClose} />
    </Dialog>
  );
}
