'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { teamDaysQuery } from '@/lib/api/reports';
import { LEGS, type TeamDayRow } from '@/lib/contract/reports';
import { formatCount } from '@/lib/format/buckets';
import { routeHref } from '@/lib/menu/routes';
import { RecordsView } from '@/components/common/RecordsView';
import { useScreenParams } from '@/components/common/ScreenParams';

// Performance detail (spec §2 /reports/teamformanceInfo; ability/teamdays): one row per day
// and leg with the new registrations and their volume, for the whole team, one leg and depth
// (Team performance's rows lead here with ?leg=&depth=) or one member's downline (?member=),
// through the common record list: server pages, date range, leg filter, totals and CSV.

const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

export function PerformanceDetailScreen() {
  const t = useTranslations('reports');
  const locale = useLocale();
  const params = useScreenParams();
  const leg = positive(params.get('leg'));
  const depth = positive(params.get('depth'));
  // A member typed here scopes the list until the route's own ?member= changes.
  const fromRoute = params.get('member') ?? '';
  const [typedScope, setTypedScope] = useState<{ route: string; member: string } | null>(null);
  const member = typedScope?.route === fromRoute ? typedScope.member : fromRoute;
  const setMember = (value: string) => setTypedScope({ route: fromRoute, member: value });
  const [typed, setTyped] = useState(member);
  const scope = useMemo(() => ({ ...(depth ? { depth } : {}), ...(member ? { member } : {}) }), [depth, member]);
  const legs = [
    { value: LEGS.left, label: t('legs.left'), color: 'primary' as const },
    { value: LEGS.right, label: t('legs.right'), color: 'warning' as const },
  ].filter((l) => leg === undefined || l.value === leg);
  const base = teamDaysQuery(scope);
  // A leg chosen on Team performance stays the list's leg unless the filter picks one.
  const query = leg === undefined ? base : (input: Parameters<typeof base>[0]) => base({ ...input, status: input.status ?? leg });
  const chips = [
    ...(leg ? [legs[0]?.label] : []),
    ...(depth ? [t('team.depthN', { depth })] : []),
    ...(member ? [t('detail.memberScope', { member })] : []),
  ].filter(Boolean);

  return (
    <RecordsView
      key={`${leg}-${depth}-${member}`}
      title={t('detail.title')}
      name="teamdays"
      query={query}
      summary={
        <Box sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }} data-testid="detail-scope">
            <Typography variant="body2" color="text.secondary">{t('detail.scope')}</Typography>
            {chips.length ? chips.map((c) => <Chip key={c} size="small" label={c} />) : <Chip size="small" label={t('detail.wholeTeam')} />}
            {chips.length > 0 && (
              <Button size="small" component={Link} href={routeHref('/reports/teamformanceInfo')} onClick={() => { setTypedScope(null); setTyped(''); }} data-testid="detail-whole-team">
                {t('detail.wholeTeam')}
              </Button>
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, maxWidth: 420 }}>
            <TextField size="small" label={t('detail.member')} value={typed} onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && setMember(typed.trim())}
              slotProps={{ htmlInput: { 'data-testid': 'detail-member', maxLength: 32 } }} sx={{ flex: 1 }} />
            <Button variant="outlined" onClick={() => setMember(typed.trim())} data-testid="detail-apply">{t('detail.apply')}</Button>
          </Box>
        </Box>
      }
      statusLabel={t('detail.leg')}
      statuses={legs}
      statusOf={(r: TeamDayRow) => r.leg}
      columns={[
        { label: t('detail.newMembers'), text: (r: TeamDayRow) => String(r.new_members), render: (r: TeamDayRow) => formatCount(r.new_members, locale) },
        { label: t('detail.volume'), text: (r: TeamDayRow) => r.volume, money: true },
      ]}
    />
  );
}
