'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Option, TextField } from '@/components/common/forms/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/common/nav/Link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { Pass2Dialog } from '@/components/common/dialogs/Pass2Dialog';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { useErrorText } from '@/components/common/forms/useFieldErrors';
import { useFormDraft } from '@/components/common/forms/useFormDraft';
import { levelsQuery, networkKeys, registerMember, shopQuery } from '@/lib/api/network';
import type { RegisterField, RegisterInput } from '@/lib/contract/network';
import { RegionFields } from '@/components/common/forms/RegionFields';
import { useRegisterChecks } from './useRegisterChecks';
import { routeHref } from '@/lib/menu/routes';
import { REGISTER_CODES } from '@/lib/contract/values';

// Add member (spec §2 /memberNode/register, §3 Member, §5, §6). The schema is the BFF's;
// as the operator types, the upstream checks uniqueness, the real name, the referee (in the
// invitation chart) and the sponsor (a VIP in the downline, with an open position); the
// level-2 password is asked on submit; the draft (never the passwords) is kept in sessionStorage.

const EMPTY: RegisterInput = {
  username: '', realname: '', nickname: '', phone: '', email: '', idnumber: '', password: '', password2: '',
  referee: '', sponsor: '', position: 'L', level: '0', province: '', city: '', county: '', address: '', pass2: '',
};
const FIELDS = Object.keys(EMPTY).filter((k) => k !== 'pass2') as RegisterField[];
/** Refusals of patlas/register, onto their fields (null: the upstream's own text). */
const REFUSALS = {
  [REGISTER_CODES.badPass2]: ['pass2', 'common.errors.reenter'],
  [REGISTER_CODES.badReferee]: ['referee', null],
  [REGISTER_CODES.badSponsor]: ['sponsor', null],
  [REGISTER_CODES.notVip]: ['sponsor', 'network.errors.notVip'],
  [REGISTER_CODES.rightNotDirect]: ['position', null],
  [REGISTER_CODES.badIdentity]: ['idnumber', null],
} as const;
const LEVELS = ['0', '1'] as const; // the level select's own options while patlas/level is not answered

const validation = schemaResolver(() => import('@/lib/contract/network').then((m) => m.registerInput));

export function RegisterScreen() {
  const t = useTranslations('network.register');
  const tk = useTranslations();
  const params = useScreenParams();
  const form = useForm<RegisterInput>({ resolver: validation, defaultValues: EMPTY, mode: 'onTouched' });
  const { register, setValue, trigger, reset, control, formState } = form;
  const [done, setDone] = useState<string | null>(null);
  const errorText = useErrorText();

  // The draft (never the passwords), then the sponsor and side an "add here" slot passed.
  const sponsor = params.get('sponsor');
  const position = params.get('position');
  const forced: Partial<RegisterInput> = { ...(sponsor ? { sponsor } : {}), ...(position === 'L' || position === 'R' ? { position } : {}) };
  const clearDraft = useFormDraft(form, 'network.registerDraft', { secret: ['password', 'password2', 'pass2'], forced });
  const watched = useWatch({ control });

  const values = { ...EMPTY, ...watched };
  const { checks, open } = useRegisterChecks(values);
  const levels = useQuery(levelsQuery).data ?? LEVELS.map((value) => ({ value, name: tk(`network.levels.${value}`) }));
  const shop = useQuery(shopQuery).data;
  const blocked = FIELDS.find((name) => checks[name]?.error);

  const submit = useConfirmedSubmit<RegisterInput, RegisterInput>({
    form,
    send: registerMember,
    refusals: REFUSALS,
    confirmFields: ['pass2'],
    invalidate: (client) => client.invalidateQueries({ queryKey: networkKeys.all }),
    onDone: (_, input) => {
      clearDraft();
      reset(EMPTY);
      setDone(input.username);
    },
  });

  // Every field but the level-2 password is checked first; the password is asked for last.
  const ask = async () => {
    if (!(await trigger(FIELDS, { shouldFocus: true }))) return;
    if (blocked) return form.setFocus(blocked);
    form.clearErrors('pass2');
    submit.review(form.getValues());
  };

  const message = (name: RegisterField) => errorText(formState.errors[name]?.message);
  const field = (name: RegisterField, type?: string) => {
    const check = checks[name] ?? {};
    const error = message(name) ?? check.error;
    return (
      <TextField
        {...register(name)}
        label={t(name)}
        type={type}
        error={Boolean(error)}
        helperText={error ?? check.helper ?? ' '}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        slotProps={{
          htmlInput: { 'data-testid': `register-${name}` },
          // values set by reset() (draft, slot) do not reach MUI's "filled" state: shrink by value
          inputLabel: values[name] ? { shrink: true } : undefined,
          formHelperText: { 'data-testid': `register-${name}-help` } as object,
        }}
        sx={{ flex: '1 1 240px' }}
      />
    );
  };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      {done && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="register-done" onClose={() => setDone(null)}>
          {t('done', { account: done })}{' '}
          <Link href={routeHref('/memberNode')}>{t('seePlacement')}</Link> · <Link href={routeHref('/inviteNode')}>{t('seeInvite')}</Link>
        </Alert>
      )}
      <Form validation={validation} onSubmit={() => void ask()}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        {shop && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} data-testid="register-shop">
            {t('shop', { name: shop.name, id: shop.id })}
          </Typography>
        )}
        <Typography variant="subtitle1" sx={{ mb: 1 }}>{t('account')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          {field('username')}
          {field('password', 'password')}
          {field('password2', 'password')}
          {field('realname')}
          {field('nickname')}
          {field('phone')}
          {field('email')}
          {field('idnumber')}
        </Box>
        <Typography variant="subtitle1" sx={{ my: 1 }}>{t('placement')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          {field('referee')}
          {field('sponsor')}
          <TextField select label={t('position')} value={values.position} onChange={(e) => setValue('position', e.target.value as 'L' | 'R', { shouldValidate: true, shouldDirty: true })}
            error={Boolean(message('position') ?? checks.position?.error)} helperText={message('position') ?? checks.position?.error ?? ' '} sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { 'data-testid': 'register-position' }, formHelperText: { 'data-testid': 'register-position-help' } as object }}>
            {(['L', 'R'] as const).map((side) => {
              const label = t(side === 'L' ? 'left' : 'right');
              return <Option key={side} value={side} disabled={!open(side)}>{open(side) ? label : t('occupied', { side: label })}</Option>;
            })}
          </TextField>
          <TextField select label={t('level')} value={values.level} onChange={(e) => setValue('level', e.target.value as '0' | '1', { shouldDirty: true })} helperText=" " sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { 'data-testid': 'register-level' } }}>
            {levels.map((l) => <Option key={l.value} value={l.value}>{l.name}</Option>)}
          </TextField>
        </Box>
        <Typography variant="subtitle1" sx={{ my: 1 }}>{t('region')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <RegionFields control={control} setValue={setValue} labels="network.register" testId="register" province={values.province} city={values.city} />
          {field('address')}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <SubmitButton size="large" data-testid="register-submit" disabled={submit.busy}>
            {t('submit')}
          </SubmitButton>
        </Box>
      </Paper>
      </Form>
      <Pass2Dialog
        open={submit.pending !== null}
        error={message('pass2')}
        busy={submit.busy}
        onConfirm={(pass2) => {
          form.clearErrors('pass2');
          submit.confirm({ pass2 });
        }}
        onClose={submit.cancel}
        testId="register"
      />
    </Box>
  );
}
