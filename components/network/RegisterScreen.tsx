'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useScreenParams } from '@/components/shell/KeepAlive';
import { BffError } from '@/lib/api/bff';
import { registerMember } from '@/lib/api/network';
import { REGISTER_CODES, registerInput, type RegisterField, type RegisterInput } from '@/lib/contract/network';
import { Pass2Dialog } from './Pass2Dialog';
import { RegionFields } from './RegionFields';
import { clearDraft, loadDraft, saveDraft } from './registerDraft';
import { useUniqueCheck } from './useUniqueCheck';

// Add member (spec §2 /memberNode/register, §3 Member, §5, §6). The schema is the BFF's;
// uniqueness is checked as the operator types; the level-2 password is asked on submit;
// the draft (never the passwords) is kept in sessionStorage.

const EMPTY: RegisterInput = {
  username: '', realname: '', nickname: '', phone: '', email: '', idnumber: '', password: '', password2: '',
  referee: '', sponsor: '', position: 'L', level: '0', province: '', city: '', county: '', address: '', pass2: '',
};
const FIELDS = Object.keys(EMPTY).filter((k) => k !== 'pass2') as RegisterField[];
const FIELD_OF_CODE: Partial<Record<number, RegisterField>> = {
  [REGISTER_CODES.badReferee]: 'referee',
  [REGISTER_CODES.badSponsor]: 'sponsor',
  [REGISTER_CODES.notVip]: 'sponsor',
  [REGISTER_CODES.rightNotDirect]: 'position',
};

export function RegisterScreen() {
  const t = useTranslations('network.register');
  const tk = useTranslations();
  const params = useScreenParams();
  const client = useQueryClient();
  const form = useForm<RegisterInput>({ resolver: zodResolver(registerInput), defaultValues: EMPTY, mode: 'onTouched' });
  const { register, handleSubmit, setValue, setError, trigger, reset, control, formState } = form;
  const [asking, setAsking] = useState(false);
  const [pass2Error, setPass2Error] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Draft first, then the sponsor and side an "add here" slot passed.
  const sponsor = params.get('sponsor');
  const position = params.get('position');
  useEffect(() => {
    const draft = loadDraft();
    reset({ ...EMPTY, ...draft, ...(sponsor ? { sponsor } : {}), ...(position === 'L' || position === 'R' ? { position } : {}) });
  }, [reset, sponsor, position]);
  // Saved only once the operator changed something: the restored draft is never overwritten
  // by the empty first render (nor by React's double effects in development).
  const watched = useWatch({ control });
  const dirty = formState.isDirty;
  useEffect(() => {
    if (dirty) saveDraft(watched);
  }, [watched, dirty]);

  const values = { ...EMPTY, ...watched };
  const nameCheck = useUniqueCheck('pservice/vname', values.username, /^[A-Za-z0-9]{4,20}$/.test(values.username.trim()));
  const phoneCheck = useUniqueCheck('pservice/vtel', values.phone, /^\d{6,15}$/.test(values.phone.trim()));
  const idCheck = useUniqueCheck('pservice/videntityid', values.idnumber, /^[A-Za-z0-9]{6,30}$/.test(values.idnumber.trim()));
  const taken = [nameCheck, phoneCheck, idCheck].includes('taken');

  const send = useMutation({
    mutationFn: registerMember,
    onSuccess: (_, input) => {
      setAsking(false);
      clearDraft();
      reset(EMPTY);
      setDone(input.username);
      void client.invalidateQueries({ queryKey: ['network'] });
    },
    onError: (e) => {
      if (!(e instanceof BffError)) return setFormError(String(e));
      if (e.code === REGISTER_CODES.badPass2) return setPass2Error(tk('network.errors.pass2Wrong'));
      setAsking(false);
      if (e.fieldErrors) {
        for (const [k, v] of Object.entries(e.fieldErrors)) setError(k as RegisterField, { message: v });
        return;
      }
      const field = FIELD_OF_CODE[e.code];
      if (e.code === REGISTER_CODES.notVip) setError('sponsor', { message: 'network.errors.notVip' });
      else if (field) setError(field, { message: e.message });
      else setFormError(e.message);
    },
  });

  const ask = async () => {
    setFormError(null);
    if (!(await trigger(FIELDS, { shouldFocus: true })) || taken) return;
    setPass2Error(null);
    setAsking(true);
  };
  const submit = (pass2: string) => {
    setValue('pass2', pass2);
    void handleSubmit((input) => send.mutate(input))();
  };

  const message = (name: RegisterField) => {
    const m = formState.errors[name]?.message;
    return m ? (m.startsWith('network.') ? tk(m) : m) : undefined;
  };
  const field = (name: RegisterField, extra: { type?: string; check?: string; required?: boolean } = {}) => {
    const checkText = extra.check === 'taken' ? t('taken') : extra.check === 'checking' ? t('checking') : extra.check === 'free' ? t('free') : undefined;
    const error = message(name) ?? (extra.check === 'taken' ? t('taken') : undefined);
    return (
      <TextField
        {...register(name)}
        label={t(name)}
        type={extra.type}
        error={Boolean(error)}
        helperText={error ?? checkText ?? ' '}
        autoComplete={extra.type === 'password' ? 'new-password' : 'off'}
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
          <Link href="/memberNode">{t('seePlacement')}</Link> · <Link href="/inviteNode">{t('seeInvite')}</Link>
        </Alert>
      )}
      {formError && <Alert severity="error" sx={{ mb: 2 }} data-testid="register-error">{formError}</Alert>}
      <Paper variant="outlined" component="form" noValidate onSubmit={(e) => { e.preventDefault(); void ask(); }} sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>{t('account')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          {field('username', { check: nameCheck })}
          {field('password', { type: 'password' })}
          {field('password2', { type: 'password' })}
          {field('realname')}
          {field('nickname')}
          {field('phone', { check: phoneCheck })}
          {field('email')}
          {field('idnumber', { check: idCheck })}
        </Box>
        <Typography variant="subtitle1" sx={{ my: 1 }}>{t('placement')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          {field('referee')}
          {field('sponsor')}
          <TextField select label={t('position')} value={values.position} onChange={(e) => setValue('position', e.target.value as 'L' | 'R', { shouldValidate: true })}
            error={Boolean(message('position'))} helperText={message('position') ?? ' '} sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { 'data-testid': 'register-position' }, formHelperText: { 'data-testid': 'register-position-help' } as object }}>
            <MenuItem value="L">{t('left')}</MenuItem>
            <MenuItem value="R">{t('right')}</MenuItem>
          </TextField>
          <TextField select label={t('level')} value={values.level} onChange={(e) => setValue('level', e.target.value as '0' | '1')} helperText=" " sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { 'data-testid': 'register-level' } }}>
            <MenuItem value="0">{tk('network.levels.0')}</MenuItem>
            <MenuItem value="1">{tk('network.levels.1')}</MenuItem>
          </TextField>
        </Box>
        <Typography variant="subtitle1" sx={{ my: 1 }}>{t('region')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <RegionFields control={control} setValue={setValue} province={values.province} city={values.city} />
          {field('address')}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" size="large" data-testid="register-submit" disabled={send.isPending}>
            {t('submit')}
          </Button>
        </Box>
      </Paper>
      <Pass2Dialog open={asking} error={pass2Error} busy={send.isPending} onConfirm={submit} onClose={() => setAsking(false)} />
    </Box>
  );
}
