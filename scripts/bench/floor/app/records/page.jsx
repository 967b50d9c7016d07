'use client';
// Floor for the record lists (/capital/withdrawRecord and the like): two MUI X date pickers (From,
// To; dayjs adapter) over a 20-row MUI Table, and nothing of the portal's. Picking a From day
// filters the rows, as a record list's filter does (here in memory).
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';

const ROWS = Array.from({ length: 20 }, (_, i) => ({
  id: `W2025${String(i + 1).padStart(4, '0')}`,
  day: `2025-05-${String(i + 1).padStart(2, '0')}`,
  amount: `${(i + 1) * 150}.00`,
  status: i % 3 ? 'Paid' : 'Pending',
}));

export default function Page() {
  const [from, setFrom] = useState(null);
  const [to, setTo] = useState(null);
  const shown = ROWS.filter((r) => (!from || r.day >= from.format('YYYY-MM-DD')) && (!to || r.day <= to.format('YYYY-MM-DD')));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
        <Typography variant="h6" component="h1">Withdrawal records</Typography>
        <Box sx={{ display: 'flex', gap: 1, my: 2 }}>
          <DatePicker label="From" value={from} onChange={setFrom} slotProps={{ textField: { size: 'small', 'data-testid': 'records-from' } }} />
          <DatePicker label="To" value={to} onChange={setTo} slotProps={{ textField: { size: 'small', 'data-testid': 'records-to' } }} />
        </Box>
        <Typography variant="body2" data-testid="records-totals">{shown.length} records</Typography>
        <Table size="small">
          <TableHead>
            <TableRow><TableCell>Number</TableCell><TableCell>Day</TableCell><TableCell align="right">Amount</TableCell><TableCell>Status</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.id} data-testid="record-row"><TableCell>{r.id}</TableCell><TableCell>{r.day}</TableCell><TableCell align="right">{r.amount}</TableCell><TableCell>{r.status}</TableCell></TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </LocalizationProvider>
  );
}
