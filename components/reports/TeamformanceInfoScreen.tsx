'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { TextField } from '@/components/common/forms/TextField';
import { teamDayList } from '@/lib/lists/reports';
import { dateParam } from '@/lib/contract/filters';
import { LEGS } from '@/lib/contract/values';
import { RecordsView } from '@/components/common/records/RecordsView';
import { useParamState } from '@/components/common/context/ScreenParams';
import { StatusChip } from '@/components/common/display/StatusChip';

// Performance detail (spec §2 /reports/teamformanceInfo; ability/teamdays): one row per day
// and leg with the new registrations and their volume, for the whole team, one leg and depth
// (Team performance's rows lead here with ?leg=&depth=) or one member's downline (?member=),
// through the common record list: server pages, date range, leg filter, totals and the export (CSV, Excel).
// Everything chosen is in the URL (issue 17: ?leg=&depth=&member=&from=&to=&page=), so a
// reload, its tab and a shared link show the same rows.

const positive = (v: string) => (/^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const PARAMS = ['leg', 'depth', 'member', 'from', 'to', 'page'] as const;

export function TeamformanceInfoScreen() {
  const t = useTranslations('reports');
  const [params, setParams] = useParamState('/reports/teamformanceInfo', PARAMS);
  const leg = params.leg === String(LEGS.left) || params.leg === String(LEGS.right) ? Number(params.leg) : undefined;
  const depth = positive(params.depth);
  const member = params.member;
  // The member field follows the URL's member when that changes (a link, back).
  const [typed, setTyped] = useState({ for: member, value: member });
  if (typed.for !== member) setTyped({ for: member, value: member });
  const apply = () => setParams({ member: typed.value.trim(), page: '' });
  const scope = useMemo(() => ({ ...(depth ? { depth } : {}), ...(member ? { member } : {}) }), [depth, member]);
  const chips = [
    ...(leg ? [t(leg === LEGS.left ? 'legs.left' : 'legs.right')] : []),
    ...(depth ? [t('team.depthN', { depth })] : []),
    ...(member ? [t('detail.memberScope', { member })] : []),
  ].filter((c): c is string => Boolean(c));
  const filters = { from: dateParam(params.from), to: dateParam(params.to), status: leg ? String(leg) : '' };

  return (
    <RecordsView
      list={teamDayList}
      scope={scope}
      state={{
        filters,
        page: positive(params.page) ?? 1,
        onChange: (next, page) => setParams({ from: next.from, to: next.to, leg: next.status, page: page > 1 ? String(page) : '' }),
      }}
      summary={
        <Box sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }} data-testid="detail-scope">
            <Typography variant="body2" color="textSecondary">{t('detail.scope')}</Typography>
            {chips.length ? chips.map((c) => <StatusChip key={c} label={c} />) : <StatusChip label={t('detail.wholeTeam')} />}
            {chips.length > 0 && (
              <Button size="small" onClick={() => setParams({ leg: '', depth: '', member: '', page: '' })} data-testid="detail-whole-team">
                {t('detail.wholeTeam')}
              </Button>
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, maxWidth: 420 }}>
            <TextField size="small" label={t('detail.member')} value={typed.value} onChange={(e) => setTyped({ for: member, value: e.target.value })}
              onKeyDown={(e) => e.key === 'Enter' && apply()}
              slotProps={{ htmlInput: { 'data-testid': 'detail-member', maxLength: 32 } }} sx={{ flex: 1 }} />
            <Button variant="outlined" onClick={apply} data-testid="detail-apply">{t('detail.apply')}</Button>
          </Box>
        </Box>
      }
    />
  );
}
