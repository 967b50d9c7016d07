'use client';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSnackbar } from 'notistack';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { callApi } from '@/lib/api/bff';
import { getCodeData } from '@/lib/contract/funds-transfer';
import { useCountdown } from './useCountdown';

// The verification code with its send button and resend countdown (transfer/getcode).
type Props = { way: 'phone' | 'email'; register: UseFormRegisterReturn; error?: string; disabled?: boolean };

export function CodeField({ way, register, error, disabled }: Props) {
  const t = useTranslations('funds.transfer');
  const { enqueueSnackbar } = useSnackbar();
  const countdown = useCountdown();
  const send = useMutation({
    mutationFn: async () => getCodeData.parse(await callApi('transfer/getcode', { way })),
    onSuccess: (data) => {
      countdown.start(data.wait);
      enqueueSnackbar(t('codeSent', { to: data.to }), { variant: 'success' });
    },
  });
  return (
    <TextField
      {...register}
      label={t('code')}
      error={!!error}
      helperText={error}
      disabled={disabled}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code', 'data-testid': 'transfer-code' },
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={() => send.mutate()} disabled={disabled || send.isPending || countdown.left > 0} data-testid="transfer-send-code">
                {countdown.left > 0 ? t('resendIn', { seconds: countdown.left }) : t('sendCode')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
