'use client';
import Check from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { memo, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useSettings, useSettingsStore } from '@/components/common/context/SettingsProvider';
import { DEFAULT_SETTINGS, PRIMARY_COLORS, TAB_STYLES, type Settings } from '@/lib/settings/settings';
import { textOn } from '@/lib/theme/contrast';

// The settings drawer (spec §2, 300 px): the 15 items and a reset. Every change applies at
// once and is persisted by the settings store. Once opened it stays mounted, hidden (`keepMounted`,
// as the phone menu): a later opening shows its items instead of mounting all fifteen again, and
// renders the drawer only, not its items (issue 39: the fifth opening took 1.6 × the floor's).

type FlagKey = 'tab' | 'level' | 'inverted' | 'collapse' | 'accordion' | 'logo' | 'greyMode' | 'breadcrumb' | 'subfield';
type ChoiceKey = 'sideTheme' | 'subfieldPosition' | 'theme' | 'tagsTheme';

const CHOICES: Record<ChoiceKey, readonly string[]> = {
  sideTheme: ['light', 'dark'],
  subfieldPosition: ['side', 'head'],
  theme: ['light', 'dark', 'auto'],
  tagsTheme: TAB_STYLES,
};

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Each opening puts focus on Close (autoFocus does it only when the drawer first mounts).
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      keepMounted
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 300 } }, 'data-testid': 'settings-drawer' } as object }}
    >
      <SettingsItems onClose={onClose} closeButton={closeButton} />
    </Drawer>
  );
}

const SettingsItems = memo(function SettingsItems({ onClose, closeButton }: { onClose: () => void; closeButton: Ref<HTMLButtonElement> }) {
  const t = useTranslations('settings');
  const tShell = useTranslations('shell');
  const settings = useSettings();
  const store = useSettingsStore();
  const set = (patch: Partial<Settings>) => store.set(patch);

  const flag = (key: FlagKey) => (
    <FormControlLabel
      key={key}
      labelPlacement="start"
      label={t(key)}
      sx={{ mx: 0, justifyContent: 'space-between' }}
      control={<Switch checked={settings[key]} onChange={(e) => set({ [key]: e.target.checked })} slotProps={{ input: { 'data-testid': `setting-${key}` } as object }} />}
    />
  );

  const choice = (key: ChoiceKey) => (
    <Row key={key} label={t(key)}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={settings[key]}
        onChange={(_, value) => value && set({ [key]: value })}
        aria-label={t(key)}
        data-testid={`setting-${key}`}
      >
        {CHOICES[key].map((value) => (
          <ToggleButton key={value} value={value} sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}>
            {t(value)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Row>
  );

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6">
          {t('title')}
        </Typography>
        {/* On a phone the drawer is the whole screen: no backdrop to tap. */}
        <IconButton ref={closeButton} onClick={onClose} aria-label={tShell('close')} autoFocus data-testid="settings-close" sx={{ mr: -1 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Section title={t('appearance')} />
      {choice('theme')}
      {choice('sideTheme')}
      <Row label={t('primary')}>
        <Box role="radiogroup" aria-label={t('primary')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {PRIMARY_COLORS.map((color) => {
            const active = settings.themeVariable.primary.toLowerCase() === color.toLowerCase();
            return (
              <ButtonBase
                key={color}
                role="radio"
                aria-checked={active}
                aria-label={t('colour', { value: color })}
                data-testid={`setting-primary-${color}`}
                onClick={() => set({ themeVariable: { ...settings.themeVariable, primary: color } })}
                sx={{ width: { xs: 44, sm: 24 }, height: { xs: 44, sm: 24 }, borderRadius: '50%', bgcolor: color, color: textOn(color, 3) }} // the check mark: 3:1 (WCAG 1.4.11)
              >
                {active && <Check sx={{ fontSize: 16 }} />}
              </ButtonBase>
            );
          })}
        </Box>
      </Row>
      {flag('greyMode')}
      <Section title={t('menu')} />
      {flag('collapse')}
      {flag('accordion')}
      {flag('level')}
      {flag('inverted')}
      {flag('logo')}
      {flag('subfield')}
      {choice('subfieldPosition')}
      <Section title={t('layout')} />
      {flag('tab')}
      {choice('tagsTheme')}
      {flag('breadcrumb')}
      <Button variant="outlined" onClick={() => store.reset()} sx={{ mt: 1 }} data-testid="settings-reset">
        {t('reset')}
      </Button>
      {/* The record lists' column choices and density (issue 73; the reset above clears them too). */}
      <Button onClick={() => store.set({ listColumns: {}, listDensity: DEFAULT_SETTINGS.listDensity })} data-testid="settings-reset-columns">
        {t('resetColumns')}
      </Button>
    </Box>
  );
});

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, minHeight: 38 }}>
      <Typography variant="body2">{label}</Typography>
      {children}
    </Box>
  );
}

function Section({ title }: { title: string }) {
  return (
    <Divider textAlign="left" sx={{ mt: 1, typography: 'caption', color: 'text.secondary' }}>
      {title}
    </Divider>
  );
}
