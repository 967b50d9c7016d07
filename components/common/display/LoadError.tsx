'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';

/** A read's failure: what could not be loaded, and a Retry that asks again (`${testId}-retry`). */
export function LoadError({ message, retry, busy, testId }: { message: string; retry: () => void; busy: boolean; testId: string }) {
  const common = useTranslations('common');
  return (
    <Alert
      severity="error"
      variant="outlined"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={retry} loading={busy} data-testid={`${testId}-retry`}>
          {common('retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
