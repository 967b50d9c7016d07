'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { TextField } from '@/components/common/forms/TextField';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { useErrorText } from '@/components/common/forms/useFieldErrors';
import { afterVipChange, memberUpgradeQuery, productListQuery, upgradeMember } from '@/lib/api/memberProduct';
import type { upgradeInput } from '@/lib/contract/memberProduct';
import { PRODUCTS_CODES, centsOf, decimalOf, packageBlock } from '@/lib/contract/values';
import { formatMoney } from '@/lib/format/money';
import { CycleChip } from '@/components/common/display/CycleChip';
import { PackagePicker } from './PackagePicker';

// Level up (spec §2 /memberProduct/memberUpLevel): the member (the operator or one of their
// network, by account, name shown), the packages with what each grants, costs and contains,
// the recharge balance it is paid from and what remains, the level-2 password, a confirmation,
// then the new level. The member's 45-day cycle counts down; past it the screen says so.
type Values = z.input<typeof upgradeInput>;
type Output = z.output<typeof upgradeInput>;

const validation = schemaResolver(() => import('@/lib/contract/memberProduct').then((m) => m.upgradeInput));

export function MemberUpLevelScreen() {
  const t = useTranslations('memberProduct');
  const locale = useLocale();
  const message = useErrorText();
  const preset = useScreenParams().get('account') ?? '';
  const form = useForm<Values, unknown, Output>({ resolver: validation, defaultValues: { account: preset, package_id: '', pass2: '' } });
  const { errors } = form.formState;
  const [lookup, setLookup] = useState(preset.trim());
  const [result, setResult] = useState<{ name: string; level: string } | null>(null);
  // A kept-alive screen opened again from another member's row: that member, looked up.
  const [seenPreset, setSeenPreset] = useState(preset);
  if (preset !== seenPreset) {
    setSeenPreset(preset);
    if (preset) setLookup(preset.trim());
  }
  useEffect(() => {
    if (preset) form.setValue('account', preset);
  }, [preset, form]);
  const products = useQuery(productListQuery);
  const member = useQuery({ ...memberUpgradeQuery(lookup), enabled: lookup !== '' });
  const chosenId = useWatch({ control: form.control, name: 'package_id' });
  const chosen = products.data?.list.find((p) => p.id === Number(chosenId));
  const balance = products.data?.balance;
  const money = (d: string) => formatMoney(d, locale);

  const submit = useConfirmedSubmit({
    form,
    send: upgradeMember,
    refusals: {
      [PRODUCTS_CODES.badPass2]: ['pass2', 'memberProduct.errors.reenter'],
      [PRODUCTS_CODES.balance]: ['package_id', 'memberProduct.errors.balance'],
      [PRODUCTS_CODES.levelNotAllowed]: ['package_id', 'memberProduct.errors.levelNotAllowed'],
      [PRODUCTS_CODES.pendingUpgrade]: ['account', 'memberProduct.errors.pendingUpgrade'],
      [PRODUCTS_CODES.notInNetwork]: ['account', 'memberProduct.errors.notInNetwork'],
    },
    done: 'memberProduct.levelUp.done',
    invalidate: afterVipChange,
    onDone: (data) => {
      const done = data as { level_name: string };
      setResult({ name: member.data?.name ?? '', level: done.level_name });
      form.reset({ account: form.getValues('account'), package_id: '', pass2: '' });
    },
  });
  const { pending } = submit;

  const review = (values: Output) => {
    setResult(null);
    if (!member.data || member.data.account.toLowerCase() !== values.account.toLowerCase()) return setLookup(values.account);
    if (member.data.pending) return form.setError('account', { message: 'memberProduct.errors.pendingUpgrade' });
    const p = products.data?.list.find((x) => x.id === values.package_id);
    const block = p && packageBlock(p, member.data.level, balance);
    if (block) return form.setError('package_id', { message: block === 'level' ? 'memberProduct.errors.levelNotAllowed' : 'memberProduct.errors.balance' });
    submit.review(values);
  };
  const remaining = chosen && balance ? decimalOf(centsOf(balance)! - centsOf(chosen.price)!) : undefined;
  const memberError = member.error ? member.error.message : undefined;
  const days = member.data?.days_left;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 760, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1">{t('levelUp.title')}</Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }} data-testid="levelup-balance">
          {t('levelUp.balance', { amount: balance ? money(balance) : '—' })}
        </Typography>
        {result && <Alert severity="success" sx={{ mb: 2 }} data-testid="levelup-result" onClose={() => setResult(null)}>{t('levelUp.result', result)}</Alert>}
        <Form validation={validation} onSubmit={form.handleSubmit(review)} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            {...form.register('account', { onBlur: (e) => setLookup(String(e.target.value).trim()) })}
            label={t('levelUp.member')}
            error={!!errors.account || !!memberError}
            helperText={message(errors.account?.message) ?? memberError ?? t('levelUp.memberHelp')}
            slotProps={{ htmlInput: { maxLength: 32, 'data-testid': 'levelup-account' }, inputLabel: { shrink: true } }}
          />
          {member.data && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="levelup-member">
              <Typography sx={{ fontWeight: 600 }}>{member.data.name}</Typography>
              <Typography color="textSecondary">{t('levelUp.currentLevel', { level: member.data.level_name })}</Typography>
              <CycleChip days={days} />
              {days !== undefined && days !== null && days <= 0 && <Typography variant="body2" color="textSecondary" data-testid="cycle-ended">{t('cycle.endedText')}</Typography>}
              {member.data.pending === 1 && <Alert severity="warning" sx={{ width: '100%' }} data-testid="levelup-pending">{t('errors.pendingUpgrade')}</Alert>}
            </Box>
          )}
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('package.label')}</Typography>
            <Controller
              control={form.control}
              name="package_id"
              render={({ field }) => (
                <PackagePicker products={products.data?.list} balance={balance} memberLevel={member.data?.level} value={typeof field.value === 'number' ? field.value : ''} onChange={(id) => field.onChange(id)} />
              )}
            />
            {errors.package_id && <Typography variant="caption" color="error" data-testid="levelup-package-error">{message(errors.package_id.message)}</Typography>}
          </Box>
          {chosen && remaining && (
            <Typography color="textSecondary" data-testid="levelup-remaining">{t('levelUp.afterwards', { price: money(chosen.price), remaining: money(remaining) })}</Typography>
          )}
          <TextField {...form.register('pass2')} type="password" label={t('pass2')} error={!!errors.pass2} helperText={message(errors.pass2?.message)}
            slotProps={{ htmlInput: { maxLength: 32, autoComplete: 'off', 'data-testid': 'levelup-pass2' }, inputLabel: { shrink: true } }} />
          <SubmitButton size="large" disabled={submit.busy || member.isFetching || member.data?.pending === 1} data-testid="levelup-submit">
            {t('levelUp.submit')}
          </SubmitButton>
        </Form>
      </Paper>
      <ConfirmDialog open={pending !== null} title={t('levelUp.confirmTitle')} busy={submit.busy} once={submit.once} onConfirm={submit.confirm} onClose={submit.cancel}>
        {pending && member.data && chosen && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }} data-testid="levelup-summary">
            <Typography color="textSecondary">{t('levelUp.member')}</Typography>
            <Typography>{member.data.name} ({member.data.account})</Typography>
            <Typography color="textSecondary">{t('package.label')}</Typography>
            <Typography>{chosen.name}</Typography>
            <Typography color="textSecondary">{t('levelUp.newLevel')}</Typography>
            <Typography>{member.data.level_name} → {chosen.level_name}</Typography>
            <Typography color="textSecondary">{t('levelUp.price')}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{money(chosen.price)}</Typography>
            <Typography color="textSecondary">{t('levelUp.remaining')}</Typography>
            <Typography>{remaining ? money(remaining) : '—'}</Typography>
          </Box>
        )}
      </ConfirmDialog>
    </Box>
  );
}
