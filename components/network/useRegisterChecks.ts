'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { identityQuery, refereeQuery, sponsorQuery, sponsorVipQuery, uniqueQuery } from '@/lib/api/network';
import type { RegisterField, RegisterInput, wellFormed } from '@/lib/contract/network';
import { useFieldCheck, type FieldCheck } from './useFieldCheck';

// The add-member form's checks as the operator types: uniqueness of account, phone and ID
// number; the real-name check; the referee in the invitation chart (§5); the sponsor a VIP in
// the downline (§5, §6) with the chosen position still open. A field is checked once it is
// well formed by the form's own schema, which loads with the first value typed (the form
// preloads it on focus): zod is not part of the screen's first load (issue 15).

/** What a field's check adds under it: an error (which blocks submitting) or a helper text. */
export type Status = { error?: string; helper?: string };
type Values = Omit<RegisterInput, 'pass2'>;
/** The fields checked with the upstream as they are typed. */
const CHECKED = ['username', 'phone', 'idnumber', 'realname', 'referee', 'sponsor'] as const;

export function useRegisterChecks(values: Values) {
  const t = useTranslations('network');
  const [rules, setRules] = useState<{ wellFormed: typeof wellFormed }>();
  const typed = CHECKED.some((name) => values[name] !== '');
  useEffect(() => {
    if (typed && !rules) void import('@/lib/contract/network').then(setRules, () => {});
  }, [typed, rules]);
  const ok = (name: (typeof CHECKED)[number]) => !!rules?.wellFormed(name, values[name]);
  const idnumber = values.idnumber.toUpperCase();
  const account = useFieldCheck({ value: values.username }, ok('username'), uniqueQuery('pservice/vname'));
  const phone = useFieldCheck({ value: values.phone }, ok('phone'), uniqueQuery('pservice/vtel'));
  const id = useFieldCheck({ value: idnumber }, ok('idnumber'), uniqueQuery('pservice/videntityid'));
  const identity = useFieldCheck({ realname: values.realname, idnumber }, ok('realname') && ok('idnumber'), identityQuery);
  const referee = useFieldCheck({ account: values.referee }, ok('referee'), refereeQuery);
  const vip = useFieldCheck({ account: values.sponsor }, ok('sponsor'), sponsorVipQuery);
  const sponsor = useFieldCheck({ account: values.sponsor }, vip.state === 'done' && vip.data, sponsorQuery);

  /** False only when the sponsor is known and that position of it is taken. */
  const open = (side: 'L' | 'R') => sponsor.state !== 'done' || Boolean(side === 'L' ? sponsor.data.left_open : sponsor.data.right_open);

  const statusOf = <T>(check: FieldCheck<T>, done: (data: T) => Status): Status =>
    check.state === 'checking' ? { helper: t('register.checking') }
      : check.state === 'refused' ? { error: check.message }
        : check.state === 'done' ? done(check.data) : {};
  const unique = (free: boolean): Status => (free ? { helper: t('register.free') } : { error: t('register.taken') });
  const named = ({ name }: { name: string }): Status => ({ helper: t('register.nameIs', { name }) });

  const checks: Partial<Record<RegisterField, Status>> = {
    username: statusOf(account, unique),
    phone: statusOf(phone, unique),
    idnumber: statusOf(id, (free) => (free && identity.state !== 'idle'
      ? statusOf(identity, (verified) => (verified ? { helper: t('register.verified') } : { error: t('errors.identity') }))
      : unique(free))),
    referee: statusOf(referee, (name) => named({ name })),
    sponsor: statusOf(vip, (yes) => (yes ? statusOf(sponsor, named) : { error: t('errors.notVip') })),
    position: open(values.position) ? {} : { error: t('errors.positionTaken') },
  };
  return { checks, open };
}
