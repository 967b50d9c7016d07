'use client';
// Floor for Home (the portal's dashboard, issue 42): the frame (../frame.jsx) over what Home's
// libraries draw, in the states Home's server sends: a greeting (Avatar, Chip, a Button with a
// Badge), four balance cards (Paper, Avatar, Typography), three cards of the day whose bodies are
// skeletons until their answers come (TanStack Query: five requests after the first paint, as
// Home makes), then rows of Buttons and Chips, the income card's MUI X bar chart once its place
// is in view (below the fold at load), and eight shortcut tiles (Card, CardActionArea). Nothing of
// the portal's; the answers come from ./data/route.js.
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddCardIcon from '@mui/icons-material/AddCard';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import HubIcon from '@mui/icons-material/Hub';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import SavingsIcon from '@mui/icons-material/Savings';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { Frame } from '../frame';

const BarChart = dynamic(() => import('@mui/x-charts/BarChart').then((m) => m.BarChart), { ssr: false, loading: () => <Skeleton variant="rounded" height={314} /> });
const client = new QueryClient();
const ask = (q) => ({ queryKey: ['floor', q], queryFn: () => fetch(`/home/data?q=${q}`).then((r) => r.json()) });

const grid2 = { display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' } };
const BALANCES = [[AccountBalanceWalletIcon, 'Available salary', '125,000.00', 'primary'], [SavingsIcon, 'Recharge balance', '23,000.00', 'info'], [HourglassTopIcon, 'Withdrawals in review', '170,600.00', 'warning']];
const WAITING = [['withdrawals', PaymentsIcon, 'Withdrawals in review'], ['returns', AssignmentReturnIcon, 'Returns in progress'], ['promoters', CampaignIcon, 'Promoter applications'], ['notices', NotificationsIcon, 'Unread notices']];
const SHORTCUTS = [[PersonAddAlt1Icon, 'Add member'], [AccountTreeIcon, 'Placement chart'], [HubIcon, 'Invitation chart'], [AddCardIcon, 'Recharge'], [SwapHorizIcon, 'Transfer'], [PaymentsIcon, 'Withdraw'], [CreditCardIcon, 'Bank cards'], [NotificationsIcon, 'Notices']];

/** A balance card: its icon, its label and its figure(s). */
function Stat({ icon, label, color, children }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 }, alignItems: 'flex-start', minWidth: 0 }}>
      <Avatar variant="rounded" sx={{ width: { xs: 32, sm: 40 }, height: { xs: 32, sm: 40 }, bgcolor: `${color}.main` }}>{icon}</Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="textSecondary">{label}</Typography>
        {children}
      </Box>
    </Paper>
  );
}

function DayCard({ title, icon, height, action, wide, children }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column', gridColumn: wide ? { md: '1 / -1' } : undefined }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mb: 1, minHeight: 40 }}>
        <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>{icon}</Box>
        <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 0, fontSize: '1.0625rem', lineHeight: 1.3 }}>{title}</Typography>
        {action && <Box sx={{ order: { xs: 1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }}>{action}</Box>}
        <IconButton size="small" aria-label={`Move ${title} up`}><ArrowUpwardIcon fontSize="small" /></IconButton>
        <IconButton size="small" aria-label={`Move ${title} down`}><ArrowDownwardIcon fontSize="small" /></IconButton>
      </Box>
      <Box sx={{ height, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Paper>
  );
}

function Waiting() {
  const counts = { withdrawals: useQuery(ask('withdrawals')), returns: useQuery(ask('returns')), promoters: useQuery(ask('promoters')), notices: { data: 5 } };
  return (
    <DayCard title="Waiting on you" icon={<PendingActionsIcon />} height={204}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {WAITING.map(([id, Icon, label]) => (
          <Box component="li" key={id}>
            {counts[id].data === undefined ? <Skeleton variant="rounded" height={48} /> : (
              <Button href={`/records?status=${id}`} color="inherit" fullWidth sx={{ height: 48, justifyContent: 'flex-start', gap: 1.5, px: 1, textTransform: 'none', fontWeight: 400 }}>
                <Icon fontSize="small" sx={{ color: counts[id].data ? 'warning.main' : 'text.secondary' }} />
                <Typography component="span" variant="body2" sx={{ flex: 1, textAlign: 'start' }}>{label}</Typography>
                <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{counts[id].data}</Typography>
                <ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary' }} />
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </DayCard>
  );
}

function Deadlines() {
  const { data } = useQuery(ask('deadlines'));
  return (
    <DayCard title="Upgrade deadlines" icon={<EventBusyIcon />} height={276}>
      {!data && [...Array(5).keys()].map((i) => <Skeleton key={i} variant="rounded" height={40} sx={{ my: 0.5 }} />)}
      {data && (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>{data.closing} upgrade windows close within 7 days</Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, minHeight: 0, overflow: 'hidden' }}>
            {data.soonest.map((m) => (
              <Box component="li" key={m.account} sx={{ height: 48, display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>{m.name}</Typography>
                  <Typography variant="caption" color="textSecondary" noWrap component="p">{m.account}</Typography>
                </Box>
                <Chip size="small" color="error" label={`${m.days} days left`} />
                <Button size="small" variant="contained" href={`/level-up?account=${m.account}`}>Level up</Button>
              </Box>
            ))}
          </Box>
          <Button href="/wait" size="small" sx={{ alignSelf: 'flex-end', mt: 0.5 }}>All {data.all} members to upgrade</Button>
        </>
      )}
    </DayCard>
  );
}

/** The chart's place (a callback ref) and whether it has been in view. */
function useSeenOnce() {
  const [seen, setSeen] = useState(false);
  const observer = useRef(null);
  const place = useCallback((node) => {
    observer.current?.disconnect();
    if (!node) return;
    observer.current = new IntersectionObserver(([e]) => e.isIntersecting && setSeen(true));
    observer.current.observe(node);
  }, []);
  return [place, seen];
}

function Income() {
  const [months, setMonths] = useState(6);
  const { data } = useQuery(ask('income'));
  const [place, seen] = useSeenOnce();
  return (
    <DayCard title="Income over time" icon={<ShowChartIcon />} height={{ xs: 400, sm: 422 }} wide
      action={
        <ToggleButtonGroup size="small" exclusive value={months} onChange={(_, v) => v && setMonths(v)} aria-label="Range">
          {[6, 12].map((m) => <ToggleButton key={m} value={m} sx={{ py: 0.25, px: 1 }}>{m} months</ToggleButton>)}
        </ToggleButtonGroup>
      }>
      {!data ? (
        <><Skeleton width="80%" sx={{ mb: 1 }} /><Skeleton variant="rounded" sx={{ flex: 1 }} /></>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1, minHeight: 24 }}>
            <Typography variant="body2">This month 62,000.00, up 8 % on last month</Typography>
            <Button size="small" href="/salary">Entries</Button>
          </Box>
          <Box ref={place} sx={{ flex: 1, minHeight: 0 }}>
            {seen ? <BarChart height={314} dataset={data} xAxis={[{ scaleType: 'band', dataKey: 'month' }]} series={[{ dataKey: 'income', label: 'Income' }]} /> : <Skeleton variant="rounded" height={314} />}
          </Box>
        </>
      )}
    </DayCard>
  );
}

function Dashboard() {
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, fontSize: 24 }}>W</Avatar>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography component="h1" variant="h5">Hello, Wang Jianguo</Typography>
          <Typography color="textSecondary">Account: operator</Typography>
          <Chip size="small" sx={{ mt: 1 }} color="warning" icon={<WorkspacePremiumIcon />} label="Level: VIP" />
        </Box>
        <Button href="/notices" variant="outlined" startIcon={<Badge color="error" variant="dot"><NotificationsIcon /></Badge>}>5 unread notices</Button>
      </Paper>
      <Box component="section" aria-label="Balances" sx={grid2}>
        {BALANCES.map(([Icon, label, figure, color]) => (
          <Stat key={label} icon={<Icon />} label={label} color={color}>
            <Typography component="p" variant="h5" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', fontSize: 'clamp(1.1rem, 1.6vw, 1.5rem)' }}>{figure}</Typography>
          </Stat>
        ))}
        <Stat icon={<TrendingUpIcon />} label="This period" color="success">
          <Box sx={{ display: 'flex', columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
            {[['Left', '131,200.00'], ['Right', '300.00']].map(([leg, v]) => (
              <Box key={leg} sx={{ minWidth: 0 }}>
                <Typography variant="caption" color="textSecondary">{leg}</Typography>
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{v}</Typography>
              </Box>
            ))}
          </Box>
        </Stat>
      </Box>
      <Box role="region" aria-label="Today" sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Waiting />
        <Deadlines />
        <Income />
      </Box>
      <Box component="section">
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>Shortcuts</Typography>
        <Box component="nav" sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(104px, 1fr))' } }}>
          {SHORTCUTS.map(([Icon, label]) => (
            <Card key={label} variant="outlined">
              <CardActionArea href={`/${label}`} sx={{ height: '100%', minHeight: 96, px: 1, py: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Icon color="primary" sx={{ fontSize: 32 }} />
                <Typography variant="body2" sx={{ textAlign: 'center' }}>{label}</Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

export default function Page() {
  return (
    <QueryClientProvider client={client}>
      <Frame>
        <Dashboard />
      </Frame>
    </QueryClientProvider>
  );
}
