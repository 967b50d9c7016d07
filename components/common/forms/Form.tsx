'use client';
import Alert from '@mui/material/Alert';
import Box, { type BoxProps } from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { NOT_SENT_PARAM } from '@/lib/menu/next';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { useHydrated } from '@/components/common/context/useHydrated';

// Every form of the portal. Until the page's script has run, a form must not submit itself:
// the browser's default is a GET that puts every field in the URL (history, proxy logs).
// - Its submit button stays disabled (shown busy) until the page is ready, so Enter does
//   nothing: implicit submission follows the default button, and a disabled one blocks it.
// - It posts (method="post"): a submit that happens all the same (a password manager calling
//   form.submit(), a browser without script) goes to the page, which answers 303 back to
//   itself with ?notSent=1 without reading the body (proxy.ts); the form then says that
//   nothing was sent. With script off the same words stand in a <noscript>.
// Once the page is ready the screen's handler takes every submit, as before. Its validation
// (the schema, zod) loads on the form's first focus or press.

type FormProps = Omit<BoxProps<'form'>, 'component' | 'method' | 'action' | 'onSubmit'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's schema resolver (./schemaResolver.ts): loaded on the form's first focus or press. */
  validation?: { preload: () => void };
};

export function Form({ onSubmit, validation, children, ...rest }: FormProps) {
  const t = useTranslations('common');
  const bounced = useScreenParams().has(NOT_SENT_PARAM);
  const notice = <Alert severity="warning" sx={{ mb: 2 }} data-testid="form-not-sent">{t('notSent')}</Alert>;
  return (
    <Box
      component="form"
      method="post"
      noValidate
      onFocusCapture={validation?.preload}
      onPointerDownCapture={validation?.preload}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(event);
      }}
      {...rest}
    >
      {bounced ? notice : <noscript>{notice}</noscript>}
      {children}
    </Box>
  );
}

/** The form's submit button: inert (and shown busy) until the page is ready. */
export function SubmitButton({ disabled, ...rest }: Omit<ButtonProps, 'type'>) {
  const ready = useHydrated();
  return <Button type="submit" variant="contained" disabled={!ready || disabled} aria-busy={!ready || undefined} {...rest} />;
}
