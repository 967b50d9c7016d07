'use client';
import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePhone } from '@/components/common/context/usePhone';
import { Dialog } from '@/components/common/dialogs/Dialog';
import { StatusChip, type ChipColor } from '@/components/common/display/StatusChip';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { TextField } from '@/components/common/forms/TextField';
import { applyFieldErrors, useErrorText } from '@/components/common/forms/useFieldErrors';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { BffError } from '@/lib/api/bff';
import { securityKeys, sessionsQuery, signInsQuery, signOut } from '@/lib/api/security';
import type { SessionEntry, SignInEntry, SignInOutcome, SignOutInput } from '@/lib/contract/security';
import { LoadError } from '@/components/common/display/LoadError';
import { dateTime, DeviceIcon, useAgo, useDeviceName } from './securityParts';

// Devices and sign-ins (/my/security, issue 72): the account's live sessions, this one first,
// each other one signed out on its own or all at once after the account's password is typed
// again (the BFF checks it with the upstream's own sign-in, counted against the login limits);
// then the sign-ins and attempts of the last 90 days.

const validation = schemaResolver(() => import('@/lib/contract/security').then((m) => m.signOutInput));

/** What a sign-out asks for: one session by its handle (its device named in the title), or every other one ('others'). */
type Target = { session: string; device?: string };

const OUTCOME_COLORS: Record<SignInOutcome, ChipColor> = { ok: 'success', wrong: 'error', locked: 'error', limited: 'warning' };

export function SecurityScreen() {
  const t = useTranslations('my.security');
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Sessions title={t('title')} />
      <SignIns />
    </Box>
  );
}

function Sessions({ title }: { title: string }) {
  const t = useTranslations('my.security');
  const sessions = useQuery(sessionsQuery);
  const deviceName = useDeviceName();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog's target stays while it closes (its title does not change during the transition).
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (next: Target) => {
    setTarget(next);
    setOpen(true);
  };
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);
  const signOutOthers = (
    <Button
      variant="outlined"
      color="error"
      startIcon={<Logout />}
      disabled={!sessions.data || others.length === 0}
      onClick={() => ask({ session: 'others' })}
      data-testid="security-signout-others"
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {t('signOutOthers')}
    </Button>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h1">{title}</Typography>
      <Typography color="textSecondary" variant="body2" sx={{ mt: 0.5, mb: 2 }}>{t('intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} ref={heading} tabIndex={-1} variant="subtitle1" component="h2" sx={{ fontWeight: 600, outline: 'none' }}>
          {t('sessions')}
        </Typography>
        {signOutOthers}
      </Box>
      {sessions.isPending ? (
        <Box data-testid="security-sessions-loading">
          {[0, 1].map((i) => <Skeleton key={i} variant="rounded" height={76} sx={{ mb: 1 }} />)}
        </Box>
      ) : sessions.isError ? (
        <LoadError message={t('sessionsError')} retry={() => void sessions.refetch()} busy={sessions.isFetching} testId="security-sessions-error" />
      ) : list.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }} data-testid="security-sessions-empty">{t('noSessions')}</Typography>
      ) : (
        <>
          <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {list.map((s) => (
              <SessionRow key={s.id} session={s} now={sessions.dataUpdatedAt} onSignOut={() => ask({ session: s.id, device: deviceName(s.device) })} />
            ))}
          </Box>
          {others.length === 0 && (
            <Typography color="textSecondary" variant="body2" sx={{ mt: 1.5 }} data-testid="security-no-others">{t('noOthers')}</Typography>
          )}
        </>
      )}
      <SignOutDialog
        open={open}
        target={target}
        onClose={() => setOpen(false)}
        onDone={() => setOpen(false)}
        onRefreshed={() => {
          // The dialog gave the focus back to the button that opened it, which may be gone with
          // its row (or disabled, no other session left): then the list's heading takes it.
          const active = document.activeElement;
          if (!active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled) heading.current?.focus();
        }}
      />
    </Paper>
  );
}

function SessionRow({ session, now, onSignOut }: { session: SessionEntry; now: number; onSignOut: () => void }) {
  const t = useTranslations('my.security');
  const deviceName = useDeviceName();
  const ago = useAgo();
  const name = deviceName(session.device);
  const fact = (label: string, value: string) => (
    <Typography component="span" variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
      {label}: <Box component="span" sx={{ color: 'text.primary' }}>{value}</Box>
    </Typography>
  );
  return (
    <Box
      component="li"
      data-testid="security-session"
      data-id={session.id}
      data-current={session.current ? 'true' : undefined}
      sx={{
        border: 1,
        borderColor: session.current ? 'primary.accent' : 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'center',
      }}
    >
      <DeviceIcon kind={session.device.kind} sx={{ alignSelf: 'start', mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          {session.current && <StatusChip color="primary" label={t('thisDevice')} data-testid="security-this-device" />}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.5 }}>
          {fact(t('network'), session.network || t('unknownNetwork'))}
          {fact(t('signedInAt'), session.signedInAt ? dateTime(session.signedInAt) : '—')}
          {fact(t('lastActive'), ago(session.lastActive, now))}
        </Box>
      </Box>
      {!session.current && (
        <Button
          size="small"
          color="error"
          onClick={onSignOut}
          aria-label={t('signOutLabel', { device: name })}
          data-testid="security-signout"
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { xs: 'stretch', sm: 'end' } }}
          variant="outlined"
        >
          {t('signOut')}
        </Button>
      )}
    </Box>
  );
}

/** How the dialog ends: closed, done (signed out), and the list asked again after it. */
type Ends = { onClose: () => void; onDone: () => void; onRefreshed: () => void };

/**
 * The account's password again, in the house's dialog, before a sign-out. The form is the
 * request the BFF checks with the same schema: an empty password is refused here with its
 * message, a wrong one comes back as the field's refusal and is shown under it, the typed text
 * kept. Each opening is a new form (its key): a password is never kept between two. While it
 * is sent, neither Escape nor a click outside closes it.
 */
function SignOutDialog({ open, target, ...ends }: { open: boolean; target: Target | null } & Ends) {
  const t = useTranslations('my.security.dialog');
  const titleId = useId();
  const [opened, setOpened] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpened((n) => n + 1);
  }
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={busy ? undefined : ends.onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} data-testid="security-dialog">
      {target && (
        <>
          <DialogTitle id={titleId}>{target.session === 'others' ? t('othersTitle') : t('oneTitle', { device: target.device ?? '' })}</DialogTitle>
          <SignOutForm key={opened} target={target} {...ends} onBusy={setBusy} />
        </>
      )}
    </Dialog>
  );
}

function SignOutForm({ target, onClose, onDone, onRefreshed, onBusy }: { target: Target; onBusy: (busy: boolean) => void } & Ends) {
  const t = useTranslations('my.security');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<SignOutInput>({ resolver: validation, defaultValues: { session: target.session, password: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: signOut,
    onMutate: () => {
      setRefusal(null);
      onBusy(true);
    },
    onSuccess: async ({ ended }) => {
      onBusy(false);
      // The BFF's own words for it (the same message, my.security.signedOut, with its count).
      enqueueSnackbar(t('signedOut', { count: ended }), { variant: 'success' });
      onDone();
      await client.invalidateQueries({ queryKey: securityKeys.sessions() });
      onRefreshed();
    },
    onError: (error) => {
      onBusy(false);
      // A wrong password is the field's refusal (the text stays as typed); anything else, a
      // 429 of the login limits included, is said in the dialog in the server's words.
      if (error instanceof BffError && error.fieldErrors?.password && applyFieldErrors(form, error)) return void form.setFocus('password');
      setRefusal(error instanceof Error ? error.message : String(error));
    },
  });
  const password = form.formState.errors.password;
  return (
    <Form validation={validation} onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>{target.session === 'others' ? t('dialog.othersText') : t('dialog.oneText')}</DialogContentText>
        {refusal && <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="security-refusal">{refusal}</Alert>}
        <TextField
          {...form.register('password')}
          autoFocus
          fullWidth
          type="password"
          label={t('dialog.password')}
          error={!!password}
          helperText={errorText(password?.message) ?? t('dialog.passwordHelp')}
          slotProps={{ htmlInput: { maxLength: 128, autoComplete: 'current-password', 'data-testid': 'security-password' }, inputLabel: { shrink: true } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending} data-testid="security-dialog-cancel">{tc('cancel')}</Button>
        <SubmitButton color="error" disabled={send.isPending} loading={send.isPending} data-testid="security-dialog-submit">{t('dialog.submit')}</SubmitButton>
      </DialogActions>
    </Form>
  );
}

function SignIns() {
  const t = useTranslations('my.security');
  const history = useQuery(signInsQuery);
  const phone = usePhone();
  const headingId = useId();
  const list = history.data?.list ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{t('history')}</Typography>
      <Typography color="textSecondary" variant="body2" sx={{ mb: 2 }}>{t('historyIntro')}</Typography>
      {history.isPending ? (
        <Box data-testid="security-signins-loading">{[0, 1, 2].map((i) => <Skeleton key={i} height={48} />)}</Box>
      ) : history.isError ? (
        <LoadError message={t('historyError')} retry={() => void history.refetch()} busy={history.isFetching} testId="security-signins-error" />
      ) : list.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }} data-testid="security-signins-empty">{t('historyEmpty')}</Typography>
      ) : phone ? (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {list.map((entry, i) => <SignInCard key={`${entry.at}-${i}`} entry={entry} />)}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('time')}</TableCell>
                <TableCell>{t('outcome')}</TableCell>
                <TableCell>{t('device')}</TableCell>
                <TableCell>{t('network')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((entry, i) => <SignInRow key={`${entry.at}-${i}`} entry={entry} />)}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

function useSignInParts(entry: SignInEntry) {
  const t = useTranslations('my.security');
  const deviceName = useDeviceName();
  return {
    time: dateTime(entry.at),
    outcome: <StatusChip color={OUTCOME_COLORS[entry.outcome] ?? 'default'} label={t.has(`outcomes.${entry.outcome}`) ? t(`outcomes.${entry.outcome}`) : entry.outcome} />,
    device: (
      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <DeviceIcon kind={entry.device.kind} />
        <span>{deviceName(entry.device)}</span>
        {entry.newDevice && <StatusChip color="warning" variant="outlined" label={t('newDevice')} data-testid="security-new-device" />}
      </Box>
    ),
    network: entry.network || t('unknownNetwork'),
  };
}

function SignInRow({ entry }: { entry: SignInEntry }) {
  const parts = useSignInParts(entry);
  return (
    <TableRow data-testid="security-signin" data-outcome={entry.outcome}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{parts.time}</TableCell>
      <TableCell>{parts.outcome}</TableCell>
      <TableCell>{parts.device}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{parts.network}</TableCell>
    </TableRow>
  );
}

/** A sign-in at phone width: its time and outcome, then its device and network, stacked. */
function SignInCard({ entry }: { entry: SignInEntry }) {
  const t = useTranslations('my.security');
  const parts = useSignInParts(entry);
  return (
    <Box component="li" data-testid="security-signin" data-outcome={entry.outcome} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 0.75, typography: 'body2', minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <span>{parts.time}</span>
        {parts.outcome}
      </Box>
      <Box sx={{ minWidth: 0 }}>{parts.device}</Box>
      <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{t('network')}: {parts.network}</Box>
    </Box>
  );
}
