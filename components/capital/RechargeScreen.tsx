'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { TextField } from '@/components/common/forms/TextField';
import { afterMoneyMoved, recharge } from '@/lib/api/capital';
import type { rechargeInput } from '@/lib/contract/capital';
import { formatMoney } from '@/lib/format/money';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { useErrorText } from '@/components/common/forms/useFieldErrors';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { VoucherUpload } from './VoucherUpload';
import { useFormDraft } from '@/components/common/forms/useFormDraft';

// Recharge (spec §3 Recharge, §5): a multiple of 1000 and a voucher image; it waits as
// To be verified until the upstream verifies it. One idempotency key per submission.
type Values = z.input<typeof rechargeInput>;
type Output = z.output<typeof rechargeInput>;

const validation = schemaResolver(() => import('@/lib/contract/capital').then((m) => m.rechargeInput));

export function RechargeScreen() {
  const t = useTranslations();
  const locale = useLocale();
  const form = useForm<Values, unknown, Output>({ resolver: validation, defaultValues: { amount: '', voucher: '' } });
  const message = useErrorText();
  const { errors } = form.formState;
  const clearDraft = useFormDraft(form, 'capital.recharge.draft');

  const submit = useConfirmedSubmit({
    form,
    send: recharge,
    done: 'capital.recharge.done',
    invalidate: afterMoneyMoved,
    next: '/capital/rechargeRecord',
    onDone: () => {
      clearDraft();
      form.reset({ amount: '', voucher: '' });
    },
  });
  const { pending } = submit;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{t('capital.recharge.title')}</Typography>
        <Form validation={validation} onSubmit={form.handleSubmit(submit.review)} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            {...form.register('amount')}
            label={t('capital.amount')}
            error={!!errors.amount}
            helperText={message(errors.amount?.message) ?? t('capital.recharge.rule')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-testid': 'recharge-amount' }, inputLabel: { shrink: true } }}
          />
          <Controller
            control={form.control}
            name="voucher"
            render={({ field }) => <VoucherUpload value={field.value} onChange={field.onChange} error={message(errors.voucher?.message)} />}
          />
          <SubmitButton size="large" disabled={submit.busy} data-testid="recharge-submit">{t('capital.recharge.submit')}</SubmitButton>
        </Form>
      </Paper>
      <ConfirmDialog open={pending !== null} title={t('capital.recharge.confirmTitle')} busy={submit.busy} once={submit.once} onConfirm={submit.confirm} onClose={submit.cancel}>
        {pending && <Typography data-testid="recharge-summary">{t('capital.recharge.confirmText', { amount: formatMoney(pending.amount, locale) })}</Typography>}
      </ConfirmDialog>
    </Box>
  );
}
