'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from '@/components/common/nav/Link';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { changePass2, changePassword, meSummaryQuery, myKeys, resetPass2 } from '@/lib/api/my';
import type { LoginPasswordInput, Pass2ChangeInput, Pass2ResetInput } from '@/lib/contract/my';
import { PROFILE_CODES } from '@/lib/contract/values';
import { routeHref } from '@/lib/menu/routes';
import { PasswordFields } from './PasswordFields';
import { useVerifiedStep } from './useVerifiedStep';

// Reset password (/my/editPass): the login password (old, new ≥ 6, repeat: spec §5), after
// which this session ends and the operator signs in with the new one; and the level-2
// password: set when none, changed with the old one, or reset after the verified step.

const profileSchemas = () => import('@/lib/contract/my');
const validation = {
  login: schemaResolver(() => profileSchemas().then((m) => m.loginPasswordInput)),
  change: schemaResolver(() => profileSchemas().then((m) => m.pass2ChangeInput)),
  reset: schemaResolver(() => profileSchemas().then((m) => m.pass2ResetInput)),
};

function LoginPasswordForm() {
  const t = useTranslations('my.pass');
  const client = useQueryClient();
  const form = useForm<LoginPasswordInput>({ resolver: validation.login, defaultValues: { old: '', password: '', repeat: '' } });
  const submit = useConfirmedSubmit({
    form,
    send: changePassword,
    refusals: { [PROFILE_CODES.badPassword]: ['old', null], [PROFILE_CODES.same]: ['password', null], [PROFILE_CODES.invalid]: ['password', null] },
    done: 'my.pass.changed',
    next: '/login', // the BFF ended the session: sign in with the new password
    onDone: () => {
      form.reset();
      client.clear();
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">{t('loginTitle')}</Typography>
      <Typography color="textSecondary" variant="body2" sx={{ mb: 2 }}>{t('loginIntro')}</Typography>
      <Form validation={validation.login} onSubmit={form.handleSubmit(submit.review)} sx={{ display: 'grid', gap: 2 }}>
        <PasswordFields form={form} testId="pass" autoComplete="new-password" fields={[
          { name: 'old', label: t('old') }, { name: 'password', label: t('new') }, { name: 'repeat', label: t('repeat') },
        ]} />
        <SubmitButton disabled={submit.busy} data-testid="pass-submit">{t('submit')}</SubmitButton>
      </Form>
      <ConfirmDialog open={submit.pending !== null} title={t('confirmTitle')} busy={submit.busy} onConfirm={submit.confirm} onClose={submit.cancel}>
        <Typography data-testid="pass-confirm-text">{t('confirmText')}</Typography>
      </ConfirmDialog>
    </Paper>
  );
}

type Pass2Mode = 'first' | 'change' | 'reset';
const afterPass2 = (client: QueryClient) => client.invalidateQueries({ queryKey: myKeys.all });

/** The level-2 password form of one mode (remounted when the mode changes: its schema differs). */
function Pass2Form({ mode, onExpired }: { mode: Pass2Mode; onExpired: (error: unknown) => boolean }) {
  const t = useTranslations('my.pass');
  const withOld = mode === 'change';
  const schema = withOld ? validation.change : validation.reset;
  const form = useForm<Pass2ChangeInput>({
    resolver: schema as never,
    defaultValues: withOld ? { old: '', pass2: '', repeat: '' } : { pass2: '', repeat: '' },
  });
  const submit = useConfirmedSubmit({
    form,
    send: async (values: Pass2ChangeInput, key: string) => {
      try {
        return await (mode === 'reset' ? resetPass2(values as Pass2ResetInput, key) : changePass2(values, key));
      } catch (error) {
        onExpired(error);
        throw error;
      }
    },
    refusals: { [PROFILE_CODES.badPassword]: ['old', null], [PROFILE_CODES.same]: ['pass2', null], [PROFILE_CODES.invalid]: ['pass2', null] },
    done: 'my.pass.pass2Done',
    invalidate: afterPass2,
    onDone: () => form.reset(),
  });
  const fields = [
    ...(withOld ? [{ name: 'old' as const, label: t('pass2Old') }] : []),
    { name: 'pass2' as const, label: t('pass2New') },
    { name: 'repeat' as const, label: t('pass2Repeat') },
  ];
  return (
    <>
      <Form validation={schema} onSubmit={form.handleSubmit(submit.review)} sx={{ display: 'grid', gap: 2 }}>
        <PasswordFields form={form} testId="pass2" autoComplete="off" fields={fields} />
        <SubmitButton disabled={submit.busy} data-testid="pass2-submit">{t(mode === 'change' ? 'pass2Submit' : 'pass2SetSubmit')}</SubmitButton>
      </Form>
      <ConfirmDialog open={submit.pending !== null} title={t('pass2Confirm')} busy={submit.busy} onConfirm={submit.confirm} onClose={submit.cancel}>
        <Typography>{t('pass2ConfirmText')}</Typography>
      </ConfirmDialog>
    </>
  );
}

function Pass2Section() {
  const t = useTranslations('my.pass');
  const summary = useQuery(meSummaryQuery);
  const step = useVerifiedStep('/my/editPass', false);
  const mode: Pass2Mode | undefined = !summary.data || step.loading ? undefined : summary.data.pass2_set !== 1 ? 'first' : step.verified ? 'reset' : 'change';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="pass2-section" data-mode={mode}>
      <Typography variant="h6" component="h2">{t('pass2Title')}</Typography>
      {!mode ? (
        <Box data-testid="pass2-loading"><Skeleton /><Skeleton height={56} /><Skeleton height={56} /></Box>
      ) : (
        <>
          <Alert severity={mode === 'change' ? 'info' : 'success'} sx={{ my: 2 }} data-testid="pass2-mode">{t(`pass2Mode.${mode}`)}</Alert>
          <Pass2Form key={mode} mode={mode} onExpired={step.expired} />
          {mode === 'change' && (
            <Button component={Link} href={routeHref('/validateTelEmail', { next: '/my/editPass' })} sx={{ mt: 1 }} data-testid="pass2-forgot">
              {t('forgot')}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}

export function EditPassScreen() {
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto', display: 'grid', gap: 2 }}>
      <LoginPasswordForm />
      <Pass2Section />
    </Box>
  );
}
