'use client';
import Box, { type BoxProps } from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useSyncExternalStore, type FormEvent } from 'react';

// Every form of the portal. Until the page's script has run, a form must not submit itself:
// the browser's default is a GET that puts every field in the URL (history, proxy logs).
// So the form posts (method="post": a submit that still happens, e.g. by a password manager,
// reaches the page, which answers it without sending anything on: see proxy.ts), and its
// submit button stays disabled until the page is ready, so Enter (implicit submission follows
// the default button) does nothing. Once ready, the screen's handler takes every submit.

const noop = () => () => {};
/** False during the server render and hydration, true once the page's script runs. */
export const useHydrated = () => useSyncExternalStore(noop, () => true, () => false);

type FormProps = Omit<BoxProps<'form'>, 'component' | 'method' | 'action' | 'onSubmit'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

export function Form({ onSubmit, children, ...rest }: FormProps) {
  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(event);
      }}
      {...rest}
    >
      {children}
    </Box>
  );
}

/** The form's submit button: inert (and shown busy) until the page is ready. */
export function SubmitButton({ disabled, ...rest }: Omit<ButtonProps, 'type'>) {
  const ready = useHydrated();
  return <Button type="submit" variant="contained" disabled={!ready || disabled} aria-busy={!ready || undefined} {...rest} />;
}
