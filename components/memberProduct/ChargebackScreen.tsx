'use client';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import { Option, TextField } from '@/components/common/forms/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { useErrorText } from '@/components/common/forms/useFieldErrors';
import { useFormDraft } from '@/components/common/forms/useFormDraft';
import { useMemberCheck } from '@/components/common/forms/useMemberCheck';
import { checkRecipient } from '@/lib/api/capital';
import { afterVipChange, eligibleOrdersQuery, fileReturn } from '@/lib/api/memberProduct';
import type { returnInput } from '@/lib/contract/memberProduct';
import { PRODUCTS_CODES, RETURN_TYPES, RETURN_TYPE_KEYS, TRANSFEREE_TYPES } from '@/lib/contract/values';
import { formatMoney } from '@/lib/format/money';
import type { ChangeEvent } from 'react';

const validation = schemaResolver(() => import('@/lib/contract/memberProduct').then((m) => m.returnInput));

// Chargeback (spec §2 /memberProduct/chargeback, §3, §5): the type, the order (from the
// operator's eligible orders), the reason or the return tracking number, the transferee where
// the type passes the value on (checked like a transfer recipient, name shown), the return
// statement in full and agreed, the level-2 password, a confirmation; then the record.
type Values = z.input<typeof returnInput>;
type Output = z.output<typeof returnInput>;
const AGREE_ERROR = 'chargeback-agree-error'; // the agreement's error: its id and its test id
const EMPTY: Values = { type: RETURN_TYPES.cardOrder, order_id: '', reason: '', transferee: '', agree: false, pass2: '' };
export function ChargebackScreen() {
  const t = useTranslations('memberProduct');
  const locale = useLocale();
  const message = useErrorText();
  const orders = useQuery(eligibleOrdersQuery);
  const form = useForm<Values, unknown, Output>({ resolver: validation, defaultValues: EMPTY });
  const { errors } = form.formState;
  const type = Number(useWatch({ control: form.control, name: 'type' }));
  const orderId = Number(useWatch({ control: form.control, name: 'order_id' }));
  const needsTransferee = TRANSFEREE_TYPES.includes(type);
  const transfereeCheck = useMemberCheck(form, 'transferee', checkRecipient, 'memberProduct.errors.noTransferee');
  const transferee = transfereeCheck.member;
  const clearDraft = useFormDraft(form, 'memberProduct.chargeback.draft', { secret: ['pass2', 'agree'], onRestore: (v) => transfereeCheck.check(v.transferee) });

  const submit = useConfirmedSubmit({
    form,
    send: fileReturn,
    refusals: {
      [PRODUCTS_CODES.badPass2]: ['pass2', 'memberProduct.errors.reenter'],
      [PRODUCTS_CODES.statement]: ['agree', 'memberProduct.errors.agree'],
      [PRODUCTS_CODES.noTransferee]: ['transferee', 'memberProduct.errors.noTransferee'],
      [PRODUCTS_CODES.notEligible]: ['order_id', null],
    },
    done: 'memberProduct.chargeback.done',
    invalidate: afterVipChange,
    next: '/memberProduct/chargebackRecord',
    onDone: () => {
      clearDraft();
      form.reset(EMPTY);
      transfereeCheck.forget();
    },
  });
  const { pending } = submit;
  const order = orders.data?.find((o) => o.id === orderId);

  const review = (values: Output) => {
    if (TRANSFEREE_TYPES.includes(values.type) && !transfereeCheck.is(values.transferee)) return transfereeCheck.check(values.transferee);
    submit.review(values);
  };
  const noOrders = orders.data?.length === 0;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 720, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{t('chargeback.title')}</Typography>
        <Form validation={validation} onSubmit={form.handleSubmit(review)} sx={{ display: 'grid', gap: 2 }}>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <TextField select {...field} value={String(field.value)} onChange={(e) => field.onChange(Number(e.target.value))} label={t('chargeback.type')}
                helperText={t(`chargeback.typeHelp.${RETURN_TYPE_KEYS[type]}`)} slotProps={{ htmlInput: { 'data-testid': 'chargeback-type' } }}>
                {Object.entries(RETURN_TYPE_KEYS).map(([value, key]) => <Option key={value} value={value}>{t(`types.${key}`)}</Option>)}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="order_id"
            render={({ field }) => (
              <TextField select {...field} value={field.value === '' ? '' : String(field.value)} onChange={(e) => field.onChange(Number(e.target.value))}
                label={t('chargeback.order')} error={!!errors.order_id || noOrders} disabled={!orders.data || noOrders} aria-busy={orders.isPending || undefined}
                helperText={noOrders ? t('chargeback.noOrders') : (message(errors.order_id?.message) ?? (order ? t('chargeback.orderValue', { amount: formatMoney(order.amount, locale) }) : ' '))}
                slotProps={{ htmlInput: { 'data-testid': 'chargeback-order' }, inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
                <Option value="" disabled>{t('chargeback.chooseOrder')}</Option>
                {orders.data?.map((o) => (
                  <Option key={o.id} value={String(o.id)} data-testid="chargeback-order-option">
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>{o.no} · {formatMoney(o.amount, locale)}</Typography>
                      <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'normal' }}>{o.items} · {o.time}</Typography>
                    </Box>
                  </Option>
                ))}
              </TextField>
            )}
          />
          <TextField {...form.register('reason')} label={t(type === RETURN_TYPES.cardOrder ? 'chargeback.tracking' : 'chargeback.reason')} error={!!errors.reason}
            helperText={message(errors.reason?.message) ?? (type === RETURN_TYPES.cardOrder ? t('chargeback.trackingHelp') : ' ')} multiline={type !== RETURN_TYPES.cardOrder}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'chargeback-reason' }, inputLabel: { shrink: true } }} />
          {needsTransferee && (
            <TextField
              {...form.register('transferee', { onBlur: () => transfereeCheck.check(), onChange: transfereeCheck.forget })}
              label={t('chargeback.transferee')}
              error={!!errors.transferee}
              helperText={message(errors.transferee?.message) ?? (transferee ? t('chargeback.transfereeName', { name: transferee.name }) : ' ')}
              slotProps={{ htmlInput: { maxLength: 32, 'data-testid': 'chargeback-transferee' }, inputLabel: { shrink: true }, formHelperText: { 'data-testid': 'chargeback-transferee-help' } as object }}
            />
          )}
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{t('statement.title')}</Typography>
            <Box tabIndex={0} sx={{ maxHeight: 180, overflowY: 'auto', p: 1.5, bgcolor: 'action.hover', borderRadius: 1, typography: 'body2', whiteSpace: 'pre-line' }} data-testid="chargeback-statement">
              {t('statement.text')}
            </Box>
            <Controller
              control={form.control}
              name="agree"
              render={({ field }) => (
                // The browser's own checkbox in the theme's colour (MUI's would be 2.5 KB more on the
                // largest route, issue 15); the label makes the whole row a 44 px target.
                <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, cursor: 'pointer', typography: 'body1' }}>
                  <Box
                    component="input"
                    type="checkbox"
                    name={field.name}
                    ref={field.ref}
                    checked={!!field.value}
                    onChange={(e: ChangeEvent<HTMLInputElement>) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    aria-invalid={!!errors.agree}
                    aria-describedby={errors.agree ? AGREE_ERROR : undefined}
                    data-testid="chargeback-agree"
                    sx={{ width: 20, height: 20, m: 1.5, flexShrink: 0, accentColor: 'var(--mui-palette-primary-main)', cursor: 'inherit' }}
                  />
                  {t('statement.agree')}
                </Box>
              )}
            />
            {errors.agree && <FormHelperText error id={AGREE_ERROR} data-testid={AGREE_ERROR}>{message(errors.agree.message)}</FormHelperText>}
          </Box>
          <TextField {...form.register('pass2')} type="password" label={t('pass2')} error={!!errors.pass2} helperText={message(errors.pass2?.message)}
            slotProps={{ htmlInput: { maxLength: 32, autoComplete: 'off', 'data-testid': 'chargeback-pass2' }, inputLabel: { shrink: true } }} />
          <SubmitButton size="large" disabled={submit.busy || transfereeCheck.pending || noOrders} data-testid="chargeback-submit">{t('chargeback.submit')}</SubmitButton>
        </Form>
      </Paper>
      <ConfirmDialog open={pending !== null} title={t('chargeback.confirmTitle')} busy={submit.busy} once={submit.once} onConfirm={submit.confirm} onClose={submit.cancel}>
        {pending && order && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }} data-testid="chargeback-summary">
            <Typography color="textSecondary">{t('chargeback.type')}</Typography>
            <Typography>{t(`types.${RETURN_TYPE_KEYS[pending.type]}`)}</Typography>
            <Typography color="textSecondary">{t('chargeback.order')}</Typography>
            <Typography>{order.no}</Typography>
            <Typography color="textSecondary">{t('amount')}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{formatMoney(order.amount, locale)}</Typography>
            {transferee && TRANSFEREE_TYPES.includes(pending.type) && (
              <>
                <Typography color="textSecondary">{t('chargeback.transferee')}</Typography>
                <Typography>{transferee.name} ({transferee.account})</Typography>
              </>
            )}
            <Typography sx={{ gridColumn: '1 / -1' }} variant="body2" color="textSecondary">{t(`chargeback.effect.${RETURN_TYPE_KEYS[pending.type]}`)}</Typography>
          </Box>
        )}
      </ConfirmDialog>
    </Box>
  );
}
