'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { TextField } from './TextField';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import type { MouseEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCountdown } from './useCountdown';

// A verification code with its send button and resend countdown (spec §5). `send` is the
// call that sends the code (lib/api); it answers how long to wait and where the code went.
// With neither a phone nor an email bound, the security tip stands above it and it is disabled.
type Props = {
  send: () => Promise<{ wait: number; to: string }>;
  register: UseFormRegisterReturn;
  bound: { phone: boolean; email: boolean } | undefined; // undefined while the profile loads
  testId: string; // prefix of the test ids: `<testId>-code`, `-send-code`, `-blocked`
  error?: string;
  disabled?: boolean;
};

export function CodeField({ send, register, bound, testId, error, disabled }: Props) {
  const t = useTranslations('common.code');
  const { enqueueSnackbar } = useSnackbar();
  const countdown = useCountdown();
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      countdown.start(data.wait);
      enqueueSnackbar(t('sent', { to: data.to }), { variant: 'success' });
    },
  });
  const blocked = !!bound && !bound.phone && !bound.email;
  // The button disables itself while sending and counting down, which would drop focus to
  // the page: focus goes to the field, where the code is typed next.
  const sendFrom = (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.closest('.MuiInputBase-root')?.querySelector('input')?.focus();
    sending.mutate();
  };
  return (
    <>
    {blocked && <Alert severity="warning" data-testid={`${testId}-blocked`}>{t('securityTip')}</Alert>}
    <TextField
      {...register}
      label={t('label')}
      error={!!error}
      helperText={error}
      disabled={disabled || blocked}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code', 'data-testid': `${testId}-code` },
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={sendFrom} disabled={disabled || blocked || sending.isPending || countdown.left > 0} data-testid={`${testId}-send-code`}>
                {countdown.left > 0 ? t('resendIn', { seconds: countdown.left }) : t('send')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
    </>
  );
}
