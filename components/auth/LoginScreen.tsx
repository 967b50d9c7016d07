'use client';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LineField } from '@/components/common/forms/LineField';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useState } from 'react';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { ScreenParams } from '@/components/common/context/ScreenParams';
import { useSettingsStore } from '@/components/common/context/SettingsProvider';
import { LanguagePicker } from '@/components/common/nav/LanguagePicker';
import { BffError } from '@/lib/api/bff';
import { fetchPrefs } from '@/lib/api/prefs';
import { login, sessionQuery } from '@/lib/api/session';
import type { LoginInput, SessionView } from '@/lib/contract/auth';
import { safeNext } from '@/lib/menu/next';

// The login screen (spec §2, §4): account and password, a Login button with a loading state
// (320 px wide on desktop), Enter submits, language picker and welcome message, with a
// brand panel beside the form on desktop and a stacked layout on phones.

// The sign-in form holds no form library (issue 57: the sign-in page loads what signing in
// needs; the portal's other forms use react-hook-form). Its two fields are read on submit and
// checked by the schema the BFF checks the sign-in with (zod, loaded on the form's first focus
// or press, as schemaResolver loads the others'); the first wrong field takes the focus, and
// once a submit has been refused the fields are checked again as they change.
type Field = keyof LoginInput;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['username', 'password'];
let schema: Promise<[typeof import('@/lib/contract/auth'), typeof import('@/lib/contract/schema')]> | undefined;
const loadSchema = () =>
  (schema ??= Promise.all([import('@/lib/contract/auth'), import('@/lib/contract/schema')]).catch((error: unknown) => {
    schema = undefined; // tried again on the next check
    throw error;
  }));
const validation = { preload: () => void loadSchema().catch(() => {}) };

/** The form's values, or each wrong field's first message key, as the BFF would answer them. */
async function check(form: HTMLFormElement): Promise<{ data?: LoginInput; errors: Errors }> {
  const [{ loginInput }, { fieldErrorsOf }] = await loadSchema();
  const values = new FormData(form);
  const result = loginInput.safeParse(Object.fromEntries(FIELDS.map((f) => [f, String(values.get(f) ?? '')])));
  return result.success ? { data: result.data, errors: {} } : { errors: fieldErrorsOf(result.error) };
}

export function LoginScreen() {
  const t = useTranslations();
  const router = useRouter();
  const params = useSearchParams();
  const asked = params.get('next');
  const queryClient = useQueryClient();
  const settings = useSettingsStore();
  const { enqueueSnackbar } = useSnackbar();
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState(false);

  // The account's settings and tabs (issue 17) are applied before its first screen renders, so
  // nothing flashes the defaults; without a `next`, the tab it had open is where it lands.
  // The menu's tables load with the answer, not with the page: the sign-in page loads what
  // signing in needs (issue 57).
  const signIn = async (view: SessionView) => {
    const [prefs, { restoreTabs }] = await Promise.all([fetchPrefs().catch(() => null), import('@/lib/menu/tabs')]);
    settings.signIn(view.user.account, prefs);
    const { tab, activeTab } = settings.get();
    const active = tab ? restoreTabs([activeTab], view.menuKeys)[0]?.url : undefined;
    return asked ? safeNext(asked) : (active ?? safeNext(null));
  };

  const mutation = useMutation({
    mutationFn: async (input: LoginInput) => {
      const view = await login(input);
      return { view, next: await signIn(view) };
    },
    onSuccess: ({ view, next }) => {
      queryClient.setQueryData(sessionQuery.queryKey, view);
      // Permissions that could not be read are none: say so rather than hide screens silently.
      if (view.limited) enqueueSnackbar(t('login.accessLimited'), { variant: 'warning', autoHideDuration: 10_000 });
      else enqueueSnackbar(t('login.success'), { variant: 'success' });
      router.replace(next);
      router.refresh();
    },
    onError: (error) => {
      if (!(error instanceof BffError) || !error.fieldErrors) return;
      setErrors(error.fieldErrors as Errors); // the BFF's refusal, checked again as the fields change
      setRefused(true);
    },
  });

  const submit = async (form: HTMLFormElement) => {
    const { data, errors: found } = await check(form);
    setErrors(found);
    setRefused(!data);
    if (data) mutation.mutate(data);
    else form.querySelector<HTMLInputElement>(`input[name="${FIELDS.find((f) => found[f])}"]`)?.focus();
  };
  const recheck = async (form: HTMLFormElement) => {
    if (refused) setErrors((await check(form)).errors);
  };

  const message = (key?: string) => (key ? t(key) : undefined);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, bgcolor: 'background.default', position: 'relative' }}>
      {/* One picker, top right: over the brand band on phones, over the form side on desktop. */}
      <LanguagePicker sx={{ position: 'absolute', top: 12, right: 12, zIndex: 1, color: { xs: 'common.white', sm: 'primary.main' } }} />
      <Box
        component="header"
        sx={{
          flex: { sm: '1 1 50%' },
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, var(--mui-palette-primary-dark), var(--mui-palette-primary-main) 60%, #26c6da)',
          px: { xs: 3, sm: 8 },
          pt: { xs: 3, sm: 8 },
          pb: { xs: 7, sm: 8 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: { sm: 'center' },
          gap: 1,
        }}
      >
        <Typography variant="overline" sx={{ fontSize: 14, letterSpacing: 2 }}>
          {t('common.appName')}
        </Typography>
        <Typography component="h1" sx={{ typography: { xs: 'h5', sm: 'h3' }, fontWeight: { xs: 600, sm: 600 } }}>
          {t('login.welcome')}
        </Typography>
        <Typography sx={{ opacity: 0.9, maxWidth: 440 }}>{t('login.subtitle')}</Typography>
      </Box>

      <Box
        component="main"
        sx={{ flex: { sm: '1 1 50%' }, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 6 } }}
      >
        <ScreenParams.Provider value={params}>
        <Form validation={validation} onSubmit={(event) => void submit(event.currentTarget)} onChange={(event) => void recheck(event.currentTarget)} sx={{ width: '100%', maxWidth: 400, mt: { xs: -5, sm: 0 } }}>
        <Paper
          elevation={0}
          sx={{ p: { xs: 2, sm: 5 }, display: 'flex', flexDirection: 'column', gap: 2.5, boxShadow: { xs: 3, sm: 0 }, border: { sm: 1 }, borderColor: { sm: 'divider' } }}
        >
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            {t('login.title')}
          </Typography>
          <LineField
            name="username"
            label={t('login.account')}
            autoComplete="username"
            autoFocus
            required
            error={Boolean(errors.username)}
            helperText={message(errors.username)}
            htmlInput={{ 'data-testid': 'login-username' }}
          />
          <LineField
            name="password"
            label={t('login.password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            error={Boolean(errors.password)}
            helperText={message(errors.password)}
            htmlInput={{ 'data-testid': 'login-password' }}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                  onClick={() => setShowPassword((v) => !v)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            }
          />
          <SubmitButton
            size="large"
            loading={mutation.isPending || mutation.isSuccess}
            sx={{ width: { xs: '100%', sm: 320 }, alignSelf: 'center', py: 1.25 }}
            data-testid="login-submit"
          >
            {t('login.submit')}
          </SubmitButton>
          <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
            {t('login.footer')}
          </Typography>
        </Paper>
        </Form>
        </ScreenParams.Provider>
      </Box>
    </Box>
  );
}
