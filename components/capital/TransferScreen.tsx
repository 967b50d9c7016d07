'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Option, TextField } from '@/components/common/forms/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { CodeField } from '@/components/common/forms/CodeField';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { useErrorText } from '@/components/common/forms/useFieldErrors';
import { useFormDraft } from '@/components/common/forms/useFormDraft';
import { useMemberCheck } from '@/components/common/forms/useMemberCheck';
import { afterMoneyMoved, checkRecipient as checkUser, sendTransferCode, transfer, transferInfoQuery } from '@/lib/api/capital';
import { profileQuery } from '@/lib/api/my';
import type { transferInput } from '@/lib/contract/capital';
import { formatMoney } from '@/lib/format/money';
import { centsOf, decimalOf, FUNDS_CODES, verifyRuleOf } from '@/lib/contract/values';

// Transfer salary to another member (spec §3 Transfer, §5): the recipient checked by name,
// the amount against the minimum and the balance, a code to the bound phone or email, the
// level-2 password, a confirmation, then the records. One idempotency key per submission.
type Values = z.input<typeof transferInput>;
type Output = z.output<typeof transferInput>;
const EMPTY: Values = { account: '', amount: '', remark: '', way: 'phone', code: '', pass2: '' };

const validation = schemaResolver(() => import('@/lib/contract/capital').then((m) => m.transferInput));

export function TransferScreen() {
  const t = useTranslations();
  const locale = useLocale();
  const info = useQuery(transferInfoQuery);
  const profile = useQuery(profileQuery);
  const bound = profile.data ? verifyRuleOf(profile.data) : undefined;
  const phone = !!bound?.phone;
  const email = !!bound?.email;
  const blocked = !!bound && !phone && !email;
  const form = useForm<Values, unknown, Output>({ resolver: validation, defaultValues: EMPTY });
  const money = (d: string) => formatMoney(d, locale);
  const message = useErrorText();
  const { errors } = form.formState;
  const way = useWatch({ control: form.control, name: 'way' });
  useEffect(() => {
    if (profile.data && !phone && email) form.setValue('way', 'email');
  }, [profile.data, phone, email, form]);

  const recipientCheck = useMemberCheck(form, 'account', checkUser, 'capital.errors.noUser');
  const recipient = recipientCheck.member;
  // The draft keeps the recipient's account: it is checked again once restored.
  const clearDraft = useFormDraft(form, 'capital.transfer.draft', { secret: ['code', 'pass2'], onRestore: (v) => recipientCheck.check(v.account) });

  const submit = useConfirmedSubmit({
    form,
    send: transfer,
    refusals: {
      [FUNDS_CODES.badCode]: ['code', 'capital.errors.reenter'],
      [FUNDS_CODES.badPass2]: ['pass2', 'capital.errors.reenter'],
      [FUNDS_CODES.balance]: ['amount', 'capital.errors.balance'],
      [FUNDS_CODES.noUser]: ['account', 'capital.errors.noUser'],
    },
    done: 'capital.transfer.done',
    invalidate: afterMoneyMoved,
    next: '/capital/transferRecord',
    onDone: () => {
      clearDraft();
      form.reset({ ...EMPTY, way });
      recipientCheck.forget();
    },
  });
  const { pending } = submit;

  const review = (values: Output) => {
    const cents = centsOf(values.amount)!;
    if (info.data && cents < BigInt(info.data.min) * 100n) return form.setError('amount', { message: 'capital.errors.belowMin' });
    const salary = info.data ? centsOf(info.data.salary) : undefined;
    if (salary !== undefined && cents > salary) return form.setError('amount', { message: 'capital.errors.balance' });
    if (!recipientCheck.is(values.account)) return recipientCheck.check(values.account);
    submit.review(values);
  };
  const remaining = pending && info.data ? decimalOf(centsOf(info.data.salary)! - centsOf(pending.amount)! ) : undefined;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1">{t('capital.transfer.title')}</Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }} data-testid="transfer-balance">
          {t('capital.balance', { amount: info.data ? money(info.data.salary) : '—' })}
        </Typography>
        <Form validation={validation} onSubmit={form.handleSubmit(review)} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            {...form.register('account', { onBlur: () => recipientCheck.check(), onChange: recipientCheck.forget })}
            label={t('capital.transfer.recipient')}
            error={!!errors.account}
            helperText={message(errors.account?.message) ?? (recipient ? t('capital.transfer.recipientName', { name: recipient.name }) : ' ')}
            slotProps={{ htmlInput: { maxLength: 32, 'data-testid': 'transfer-account' }, inputLabel: { shrink: true }, formHelperText: { 'data-testid': 'transfer-recipient-help' } as object }}
          />
          <TextField
            {...form.register('amount')}
            label={t('capital.amount')}
            error={!!errors.amount}
            helperText={message(errors.amount?.message) ?? (info.data ? t('capital.transfer.rule', { min: info.data.min, multiple: info.data.multiple }) : ' ')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-testid': 'transfer-amount' }, inputLabel: { shrink: true } }}
          />
          <TextField {...form.register('remark')} label={t('capital.transfer.remark')} error={!!errors.remark} helperText={message(errors.remark?.message)}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'transfer-remark' }, inputLabel: { shrink: true } }} />
          <Controller
            control={form.control}
            name="way"
            render={({ field }) => (
              <TextField select {...field} label={t('capital.transfer.way')} disabled={blocked} slotProps={{ htmlInput: { 'data-testid': 'transfer-way' } }}>
                <Option value="phone" disabled={!phone}>{t('capital.transfer.phone')}</Option>
                <Option value="email" disabled={!email}>{t('capital.transfer.email')}</Option>
              </TextField>
            )}
          />
          <CodeField send={() => sendTransferCode(way)} bound={bound} testId="transfer" register={form.register('code')} error={message(errors.code?.message)} />
          <TextField {...form.register('pass2')} type="password" label={t('capital.pass2')} error={!!errors.pass2} helperText={message(errors.pass2?.message)}
            slotProps={{ htmlInput: { maxLength: 32, autoComplete: 'off', 'data-testid': 'transfer-pass2' }, inputLabel: { shrink: true } }} />
          <SubmitButton size="large" disabled={blocked || submit.busy || recipientCheck.pending} data-testid="transfer-submit">
            {t('capital.transfer.submit')}
          </SubmitButton>
        </Form>
      </Paper>
      <ConfirmDialog open={pending !== null} title={t('capital.transfer.confirmTitle')} busy={submit.busy} once={submit.once} onConfirm={submit.confirm} onClose={submit.cancel}>
        {pending && recipient && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }} data-testid="transfer-summary">
            <Typography color="textSecondary">{t('capital.transfer.recipient')}</Typography>
            <Typography>{recipient.name} ({recipient.account})</Typography>
            <Typography color="textSecondary">{t('capital.amount')}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{money(pending.amount)}</Typography>
            <Typography color="textSecondary">{t('capital.remaining')}</Typography>
            <Typography>{remaining ? money(remaining) : '—'}</Typography>
          </Box>
        )}
      </ConfirmDialog>
    </Box>
  );
}
