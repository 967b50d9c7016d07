'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '@/components/common/forms/TextField';
import { Link } from '@/components/common/nav/Link';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { RecordsView } from '@/components/common/records/RecordsView';
import { registeredList, shipping } from '@/lib/lists/memberProduct';
import { wordOf } from '@/lib/lists/define';
import { type RegisteredRow } from '@/lib/contract/memberProduct';
import { LEVELS } from '@/lib/contract/values';
import { routeHref } from '@/lib/menu/routes';
import { DeleteRegistration } from './DeleteRegistration';
import { RegistrationDialog } from './RegistrationDialog';

// Registered VIP members (spec §2 /reports/registerMember): the members the operator
// registered, with level, date, package and combo, logistics and detail; level up from the row
// (the form filled in), delete before the combo ships (explained when it has).
export function RegisterMemberScreen() {
  const t = useTranslations('memberProduct');
  const tr = useTranslations();
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const scope = useMemo(() => ({ keyword }), [keyword]);
  const [detail, setDetail] = useState<RegisteredRow | null>(null);
  const [removing, setRemoving] = useState<RegisteredRow | null>(null);
  const [refused, setRefused] = useState<RegisteredRow | null>(null);
  return (
    <>
      <RecordsView
        list={registeredList}
        scope={scope}
        summary={
          <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
            <TextField size="small" label={t('registered.search')} value={typed} onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && setKeyword(typed.trim())} onBlur={() => setKeyword(typed.trim())}
              slotProps={{ htmlInput: { maxLength: 32, 'data-testid': 'registered-search' }, inputLabel: { shrink: true } }} sx={{ flex: 1, maxWidth: 320 }} />
          </Box>
        }
        actions={{
            label: t('actions'),
            render: (r) => (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: { xs: 'flex-end', sm: 'flex-start' }, '& .MuiButton-root': { whiteSpace: 'nowrap', minWidth: 0 } }}>
                <Button size="small" onClick={() => setDetail(r)} data-testid="registered-detail">{t('registered.detail')}</Button>
                {r.level < LEVELS.vip && (
                  <Button size="small" component={Link} href={routeHref('/memberProduct/memberUpLevel', { account: r.account })} data-testid="registered-upgrade">{t('wait.upgrade')}</Button>
                )}
                <Button size="small" color="error" onClick={() => (r.deletable ? setRemoving(r) : setRefused(r))} data-testid="registered-delete">{t('registered.delete')}</Button>
              </Box>
            ),
          }}
      />
      <RegistrationDialog row={detail} onClose={() => setDetail(null)} />
      <DeleteRegistration row={removing} onClose={() => setRemoving(null)} />
      <ConfirmDialog open={refused !== null} title={t('registered.cannotDeleteTitle')} confirmLabel={t('close')} onConfirm={() => setRefused(null)} onClose={() => setRefused(null)}>
        <span data-testid="registered-refusal">{t('registered.cannotDelete', { status: refused ? tr(wordOf(shipping, refused) ?? shipping.label) : '' })}</span>
      </ConfirmDialog>
    </>
  );
}
