'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { Option, TextField } from '@/components/common/forms/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { CodeField } from '@/components/common/forms/CodeField';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { useErrorText } from '@/components/common/forms/useFieldErrors';
import { BffError } from '@/lib/api/bff';
import { bindEmail, bindPhone, myKeys, sendNewEmailCode, sendNewPhoneCode, verifyMethodsQuery } from '@/lib/api/my';
import type { VerifyWay } from '@/lib/contract/my';
import { PROFILE_CODES } from '@/lib/contract/values';
import { useVerifiedStep } from './useVerifiedStep';

// Change mobile (/my/editPhone) and change e-mail (/my/editEmail): after the verified step,
// the new phone (with its area code) or e-mail, a code sent to the new one, a confirmation,
// then bound; the masked value updates everywhere the profile is shown.
type Values = { area: string; phone: string; email: string; code: string };
const EMPTY: Values = { area: '', phone: '', email: '', code: '' };
const profileSchemas = () => import('@/lib/contract/my');
const validation = {
  phone: schemaResolver(() => profileSchemas().then((m) => m.bindPhoneInput)),
  email: schemaResolver(() => profileSchemas().then((m) => m.bindEmailInput)),
};

/** After a binding: the profile (Home, transfer's channels, Me) and the methods are stale. */
const afterBound = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: myKeys.info() }), client.invalidateQueries({ queryKey: myKeys.me() })]);

export function BindContactScreen({ way }: { way: VerifyWay }) {
  const t = useTranslations('my.bind');
  const step = useVerifiedStep(way === 'phone' ? '/my/editPhone' : '/my/editEmail');
  const methods = useQuery(verifyMethodsQuery);
  const message = useErrorText();
  const form = useForm<Values>({
    resolver: validation[way] as unknown as Resolver<Values>, // the output is a subset of Values
    defaultValues: EMPTY,
    values: methods.data ? { ...EMPTY, area: methods.data.area || methods.data.areas[0]?.code || '' } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const field: Path<Values> = way;
  const [area, target] = useWatch({ control: form.control, name: ['area', way] });
  const submit = useConfirmedSubmit({
    form,
    send: async (values: Values, key: string) => {
      try {
        return await (way === 'phone' ? bindPhone({ area: values.area, phone: values.phone, code: values.code }, key) : bindEmail({ email: values.email, code: values.code }, key));
      } catch (error) {
        step.expired(error);
        throw error;
      }
    },
    refusals: {
      [PROFILE_CODES.badCode]: ['code', null],
      [PROFILE_CODES.wait]: ['code', null],
      [PROFILE_CODES.taken]: [field, null],
      [PROFILE_CODES.same]: [field, null],
      [PROFILE_CODES.invalid]: [field, null],
    },
    done: way === 'phone' ? 'my.bind.donePhone' : 'my.bind.doneEmail',
    invalidate: afterBound,
    next: '/my',
    onDone: () => form.reset(EMPTY),
  });

  const sendCode = async () => {
    if (!(await form.trigger(way === 'phone' ? ['area', 'phone'] : ['email']))) throw new Error('invalid');
    try {
      const v = form.getValues();
      return await (way === 'phone' ? sendNewPhoneCode(v.area, v.phone.trim()) : sendNewEmailCode(v.email.trim()));
    } catch (error) {
      if (error instanceof BffError) form.setError(error.code === PROFILE_CODES.wait ? 'code' : field, { message: error.message });
      throw error;
    }
  };

  const current = methods.data?.[way];
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1">{t(way === 'phone' ? 'phoneTitle' : 'emailTitle')}</Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }} data-testid="bind-current">
          {methods.data ? (current ? t('current', { to: current }) : t('none')) : <Skeleton width="50%" />}
        </Typography>
        {!step.verified ? (
          <Box data-testid="bind-loading"><Skeleton height={56} /><Skeleton height={56} /></Box>
        ) : (
          <>
            <Alert severity="success" sx={{ mb: 2 }} data-testid="bind-verified">{t('verified', { minutes: Math.max(1, Math.ceil(step.verified.left / 60)) })}</Alert>
            <Form validation={validation[way]} onSubmit={form.handleSubmit((values) => submit.review(values))} sx={{ display: 'grid', gap: 2 }}>
              {way === 'phone' ? (
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 2 }}>
                  <Controller
                    control={form.control}
                    name="area"
                    render={({ field: f }) => (
                      <TextField select {...f} label={t('area')} error={!!errors.area} helperText={message(errors.area?.message)} slotProps={{ htmlInput: { 'data-testid': 'bind-area' } }}>
                        {(methods.data?.areas ?? []).map((a) => (
                          <Option key={a.code} value={a.code}>{`${a.code} ${a.name}`}</Option>
                        ))}
                      </TextField>
                    )}
                  />
                  <TextField
                    {...form.register('phone')}
                    label={t('phone')}
                    error={!!errors.phone}
                    helperText={message(errors.phone?.message)}
                    slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15, 'data-testid': 'bind-phone' }, inputLabel: { shrink: true } }}
                  />
                </Box>
              ) : (
                <TextField
                  {...form.register('email')}
                  label={t('email')}
                  error={!!errors.email}
                  helperText={message(errors.email?.message)}
                  slotProps={{ htmlInput: { inputMode: 'email', maxLength: 320, 'data-testid': 'bind-email' }, inputLabel: { shrink: true } }}
                />
              )}
              <CodeField send={sendCode} bound={{ phone: true, email: true }} testId="bind" register={form.register('code')} error={message(errors.code?.message)} />
              <SubmitButton size="large" disabled={submit.busy} data-testid="bind-submit">{t('submit')}</SubmitButton>
            </Form>
          </>
        )}
      </Paper>
      <ConfirmDialog open={submit.pending !== null} title={t(way === 'phone' ? 'confirmPhone' : 'confirmEmail')} busy={submit.busy} onConfirm={submit.confirm} onClose={submit.cancel}>
        {submit.pending && (
          <Typography data-testid="bind-summary">
            {t('confirmText', { to: way === 'phone' ? `${area} ${target.trim()}` : target.trim() })}
          </Typography>
        )}
      </ConfirmDialog>
    </Box>
  );
}

export const EditPhoneScreen = () => <BindContactScreen way="phone" />;
export const EditEmailScreen = () => <BindContactScreen way="email" />;
