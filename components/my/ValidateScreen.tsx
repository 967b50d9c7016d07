'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/common/nav/Link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { CodeField } from '@/components/common/forms/CodeField';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { applyFieldErrors, useErrorText } from '@/components/common/forms/useFieldErrors';
import { BffError } from '@/lib/api/bff';
import { checkCode, myKeys, sendBoundCode, verifyMethodsQuery } from '@/lib/api/my';
import type { codeCheckInput } from '@/lib/contract/my';
import { routeHref } from '@/lib/menu/routes';
import { verifyNextOf, wayOf } from './verifyTarget';

// The verification itself (/validateTelEmail/validate?way=phone|email&next=…): a code to the
// bound phone or email (resend countdown), typed and checked. A wrong code says "Error, please
// re-enter" and keeps what was typed; too many lock the codes (the upstream says for how
// long). The BFF remembers the verified step in the session; `next` only says where to go.
type Values = z.input<typeof codeCheckInput>;
type Output = z.output<typeof codeCheckInput>;

const validation = schemaResolver(() => import('@/lib/contract/my').then((m) => m.codeCheckInput));

export function ValidateScreen() {
  const t = useTranslations('my.verify');
  const params = useScreenParams();
  const way = wayOf(params.get('way'));
  const next = verifyNextOf(params.get('next'));
  const router = useRouter();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const message = useErrorText();
  const methods = useQuery(verifyMethodsQuery);
  const to = way && methods.data ? methods.data[way] : undefined;
  const form = useForm<Values, unknown, Output>({ resolver: validation, values: { way: way ?? 'phone', code: '' }, resetOptions: { keepDirtyValues: true } });
  const check = useMutation({
    mutationFn: checkCode,
    onSuccess: async () => {
      enqueueSnackbar(t('done'), { variant: 'success' });
      await client.invalidateQueries({ queryKey: myKeys.verified() });
      router.push(next ?? routeHref('/my'));
    },
    onError: (error) => {
      if (applyFieldErrors(form, error)) return;
      form.setError('code', { message: error instanceof BffError ? error.message : (error as Error).message });
    },
  });
  const back = routeHref('/validateTelEmail', next ? { next } : undefined);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1">{t('codeTitle')}</Typography>
        {!methods.data ? (
          <Box data-testid="verify-loading"><Skeleton /><Skeleton height={56} /></Box>
        ) : !way || !to ? (
          <>
            <Alert severity="warning" sx={{ my: 2 }} data-testid="verify-choose-first">{t('chooseFirst')}</Alert>
            <Button component={Link} href={back} variant="contained">{t('choose')}</Button>
          </>
        ) : (
          <>
            <Typography color="textSecondary" sx={{ mb: 2 }} data-testid="verify-target">{t('codeIntro', { to })}</Typography>
            <Form validation={validation} onSubmit={form.handleSubmit((values) => check.mutate(values))} sx={{ display: 'grid', gap: 2 }}>
              <CodeField
                send={() => sendBoundCode(way)}
                bound={{ phone: way === 'phone', email: way === 'email' }}
                testId="verify"
                register={form.register('code')}
                error={message(form.formState.errors.code?.message)}
              />
              <SubmitButton size="large" disabled={check.isPending} data-testid="verify-submit">{t('submit')}</SubmitButton>
              <Button component={Link} href={back} data-testid="verify-other">{t('other')}</Button>
            </Form>
          </>
        )}
      </Paper>
    </Box>
  );
}
