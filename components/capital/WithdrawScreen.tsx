'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/common/forms/TextField';
import { Link } from '@/components/common/nav/Link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { afterMoneyMoved, bankListQuery, withdraw, withdrawInfoQuery } from '@/lib/api/capital';
import type { withdrawInput } from '@/lib/contract/capital';
import { formatMoney } from '@/lib/format/money';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { useErrorText } from '@/components/common/forms/useFieldErrors';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { useFormDraft } from '@/components/common/forms/useFormDraft';
import { routeHref } from '@/lib/menu/routes';
import { centsOf, decimalOf, FUNDS_CODES, WITHDRAW_FEE_PERCENT, withdrawFee } from '@/lib/contract/values';

// Withdraw salary to a bank card (spec §3 Withdraw, §5, §9): a multiple of 50, at least
// 50000, the 5% fee and the net shown before confirming, the level-2 password. The card comes
// from /my/bankCardListSelect (?card=…); the typed amount survives the trip in a draft.
type Values = z.input<typeof withdrawInput>;
type Output = z.output<typeof withdrawInput>;

const validation = schemaResolver(() => import('@/lib/contract/capital').then((m) => m.withdrawInput));

export function WithdrawScreen() {
  const t = useTranslations();
  const locale = useLocale();
  const chosen = Number(useScreenParams().get('card')) || 0;
  const info = useQuery(withdrawInfoQuery);
  const cards = useQuery(bankListQuery);
  const form = useForm<Values, unknown, Output>({ resolver: validation, defaultValues: { amount: '', card_id: 0, pass2: '' } });
  const money = (d: string) => formatMoney(d, locale);
  const message = useErrorText();
  const { errors } = form.formState;

  const clearDraft = useFormDraft(form, 'capital.withdraw.draft', { secret: ['pass2', 'card_id'] });
  const cardId = chosen || cards.data?.find((c) => c.is_default === 1)?.id || 0;
  useEffect(() => form.setValue('card_id', cardId), [cardId, form]);
  const card = cards.data?.find((c) => c.id === cardId);

  const amount = useWatch({ control: form.control, name: 'amount' });
  const fee = /^[1-9]\d{0,9}$/.test(amount) ? withdrawFee(amount, info.data?.fee_percent ?? WITHDRAW_FEE_PERCENT) : undefined;

  const submit = useConfirmedSubmit({
    form,
    send: withdraw,
    refusals: { [FUNDS_CODES.badPass2]: ['pass2', 'capital.errors.reenter'], [FUNDS_CODES.balance]: ['amount', 'capital.errors.balance'] },
    done: 'capital.withdraw.done',
    invalidate: afterMoneyMoved,
    next: '/capital/withdrawRecord',
    onDone: () => {
      clearDraft();
      form.reset({ amount: '', card_id: cardId, pass2: '' });
    },
  });
  const { pending } = submit;

  const review = (values: Output) => {
    const salary = info.data ? centsOf(info.data.salary) : undefined;
    if (salary !== undefined && BigInt(values.amount) * 100n > salary) return form.setError('amount', { message: 'capital.errors.balance' });
    submit.review(values);
  };
  const remaining = pending && info.data ? decimalOf(centsOf(info.data.salary)! - BigInt(pending.amount) * 100n) : undefined;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1">{t('capital.withdraw.title')}</Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }} data-testid="withdraw-balance">
          {t('capital.balance', { amount: info.data ? money(info.data.salary) : '—' })}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }} data-testid="withdraw-notice">{t('capital.withdraw.notice', { percent: info.data?.fee_percent ?? WITHDRAW_FEE_PERCENT })}</Alert>
        <Form validation={validation} onSubmit={form.handleSubmit(review)} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            {...form.register('amount')}
            label={t('capital.amount')}
            error={!!errors.amount}
            helperText={message(errors.amount?.message) ?? t('capital.withdraw.rule')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-testid': 'withdraw-amount' }, inputLabel: { shrink: true } }}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }} data-testid="withdraw-fee">
            <Typography color="textSecondary">{t('capital.withdraw.fee')}</Typography>
            <Typography sx={{ textAlign: 'right' }} data-testid="withdraw-fee-value">{fee ? money(fee.fee) : '—'}</Typography>
            <Typography color="textSecondary">{t('capital.withdraw.net')}</Typography>
            <Typography sx={{ textAlign: 'right', fontWeight: 600 }} data-testid="withdraw-net-value">{fee ? money(fee.net) : '—'}</Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', border: 1, borderColor: errors.card_id ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}>
            <Box>
              <Typography variant="body2" color="textSecondary">{t('capital.withdraw.card')}</Typography>
              <Typography data-testid="withdraw-card">{card ? `${card.bank} ${card.number}` : t('capital.withdraw.noCard')}</Typography>
              {errors.card_id && <Typography variant="caption" color="error">{t('capital.withdraw.noCard')}</Typography>}
            </Box>
            <Button component={Link} href={routeHref('/my/bankCardListSelect')} variant="outlined" size="small" data-testid="withdraw-choose-card">{t('capital.withdraw.chooseCard')}</Button>
          </Box>
          <TextField {...form.register('pass2')} type="password" label={t('capital.pass2')} error={!!errors.pass2} helperText={message(errors.pass2?.message)}
            slotProps={{ htmlInput: { maxLength: 32, autoComplete: 'off', 'data-testid': 'withdraw-pass2' }, inputLabel: { shrink: true } }} />
          <SubmitButton size="large" disabled={submit.busy} data-testid="withdraw-submit">{t('capital.withdraw.submit')}</SubmitButton>
        </Form>
      </Paper>
      <ConfirmDialog open={pending !== null} title={t('capital.withdraw.confirmTitle')} busy={submit.busy} once={submit.once} onConfirm={submit.confirm} onClose={submit.cancel}>
        {pending && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }} data-testid="withdraw-summary">
            <Typography color="textSecondary">{t('capital.amount')}</Typography>
            <Typography>{money(pending.amount)}</Typography>
            <Typography color="textSecondary">{t('capital.withdraw.fee')}</Typography>
            <Typography>{money(withdrawFee(pending.amount).fee)}</Typography>
            <Typography color="textSecondary">{t('capital.withdraw.net')}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{money(withdrawFee(pending.amount).net)}</Typography>
            <Typography color="textSecondary">{t('capital.withdraw.card')}</Typography>
            <Typography>{card ? `${card.bank} ${card.number}` : '—'}</Typography>
            <Typography color="textSecondary">{t('capital.remaining')}</Typography>
            <Typography>{remaining ? money(remaining) : '—'}</Typography>
          </Box>
        )}
      </ConfirmDialog>
    </Box>
  );
}
