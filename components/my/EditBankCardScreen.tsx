'use client';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { Option, TextField } from '@/components/common/forms/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/common/nav/Link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { isSettling, useOnce } from '@/components/common/forms/useOnce';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { goFrom } from '@/components/common/dialogs/useBackCloses';
import { applyFieldErrors, useErrorText } from '@/components/common/forms/useFieldErrors';
import { addBankCard, bankCardQuery, bankOptionsQuery, capitalKeys, updateBankCard } from '@/lib/api/capital';
import type { bankCardInput } from '@/lib/contract/capital';
import { routeHref } from '@/lib/menu/routes';

// Add or edit a bank card (spec §2 /my/editBankCard, ?id=… to edit).
type Values = z.input<typeof bankCardInput>;
type Output = z.output<typeof bankCardInput>;
const EMPTY: Values = { number: '', bank: '', branch: '', type: 1, holder: '' };

const validation = schemaResolver(() => import('@/lib/contract/capital').then((m) => m.bankCardInput));

export function EditBankCardScreen() {
  const t = useTranslations();
  const id = Number(useScreenParams().get('id')) || 0;
  const router = useRouter();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const banks = useQuery(bankOptionsQuery);
  const card = useQuery({ ...bankCardQuery(id), enabled: id > 0 });
  const form = useForm<Values, unknown, Output>({ resolver: validation, defaultValues: EMPTY });
  const once = useOnce(addBankCard);
  const sent = useRef<Output | null>(null); // the new card last sent
  const [hidden, setHidden] = useState(false); // a lost answer's dialog, closed while its outcome is unknown

  useEffect(() => {
    if (card.data) form.reset({ number: card.data.number, bank: card.data.bank, branch: card.data.branch, type: card.data.type, holder: card.data.holder });
    else if (!id) form.reset(EMPTY);
  }, [card.data, id, form]);

  const saved = async () => {
    enqueueSnackbar(t('capital.bank.saved'), { variant: 'success' });
    await client.invalidateQueries({ queryKey: capitalKeys.bank() });
    goFrom(router, routeHref('/my/bankCardList')); // after a dialog, once its back has landed
  };
  const save = useMutation({
    mutationFn: async (values: Output) => {
      if (id) return { data: await updateBankCard({ ...values, id }, ''), checked: false };
      sent.current = values;
      setHidden(false);
      return once.run(values);
    },
    onSuccess: async ({ checked }) => {
      if (!checked) await saved(); // settled after its answer was lost: the dialog says so, OK goes on
    },
    onError: (error) => {
      if (isSettling(error)) return;
      if (!applyFieldErrors(form, error)) enqueueSnackbar((error as Error).message, { variant: 'error' });
    },
  });
  const phase = once.state?.phase;
  // While a new card's outcome is unknown, saving opens its dialog again: never a second card.
  const submit = (values: Output) => (phase === 'unknown' ? setHidden(false) : save.mutate(values));
  const message = useErrorText();
  const { errors } = form.formState;
  const bankNames = [...new Set([...(banks.data ?? []), ...(card.data ? [card.data.bank] : [])])];

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Button component={Link} href={routeHref('/my/bankCardList')} startIcon={<ArrowBack />} sx={{ mb: 1 }}>{t('capital.bank.back')}</Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{t(id ? 'capital.bank.editTitle' : 'capital.bank.addTitle')}</Typography>
        {id > 0 && card.isPending ? (
          <Skeleton height={240} />
        ) : (
          <Form validation={validation} onSubmit={form.handleSubmit(submit)} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              {...form.register('number')}
              label={t('capital.bank.number')}
              error={!!errors.number}
              helperText={message(errors.number?.message)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19, 'data-testid': 'bank-number-input' }, inputLabel: { shrink: true } }}
            />
            <Controller
              control={form.control}
              name="bank"
              render={({ field }) => (
                <TextField select {...field} label={t('capital.bank.bank')} error={!!errors.bank} helperText={message(errors.bank?.message)}
                  slotProps={{ htmlInput: { 'data-testid': 'bank-bank-input' }, inputLabel: { shrink: true } }}>
                  {bankNames.map((name) => <Option key={name} value={name}>{name}</Option>)}
                </TextField>
              )}
            />
            <TextField {...form.register('branch')} label={t('capital.bank.branch')} error={!!errors.branch} helperText={message(errors.branch?.message)}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'bank-branch-input' }, inputLabel: { shrink: true } }} />
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <TextField select {...field} value={Number(field.value)} label={t('capital.bank.type')} error={!!errors.type} helperText={message(errors.type?.message)}
                  slotProps={{ htmlInput: { 'data-testid': 'bank-type-input' } }}>
                  <Option value={1}>{t('capital.bank.personal')}</Option>
                  <Option value={2}>{t('capital.bank.corporate')}</Option>
                </TextField>
              )}
            />
            <TextField {...form.register('holder')} label={t('capital.bank.holder')} error={!!errors.holder} helperText={message(errors.holder?.message)}
              slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'bank-holder-input' }, inputLabel: { shrink: true } }} />
            <SubmitButton size="large" disabled={save.isPending} data-testid="bank-save">{t('capital.bank.save')}</SubmitButton>
          </Form>
        )}
      </Paper>
      <ConfirmDialog
        open={phase !== undefined && !hidden}
        title={t('capital.bank.addTitle')}
        busy={save.isPending}
        once={once}
        onConfirm={() => {
          if (phase === 'applied') {
            once.reset();
            return void saved();
          }
          if (sent.current && !save.isPending) save.mutate(sent.current);
        }}
        onClose={() => (phase === 'unknown' ? setHidden(true) : once.reset())}
      />
    </Box>
  );
}
