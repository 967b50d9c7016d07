'use client';
// Floor for the forms (/capital/transfer and the like): react-hook-form with a zod schema
// (through @hookform/resolvers) over the transfer screen's MUI inputs (recipient, amount, remark,
// a select for the code's way, the code with its Send button, the level-2 password, submit),
// whose submit opens a MUI Dialog to confirm. Nothing of the portal's. Same test ids as the portal.
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';

const schema = z.object({
  account: z.string().min(1).max(32),
  amount: z.string().regex(/^\d+$/),
  remark: z.string().max(100),
  way: z.enum(['phone', 'email']),
  code: z.string().regex(/^\d{6}$/),
  pass2: z.string().min(1).max(32),
});

const shrink = { inputLabel: { shrink: true } };

export default function Page() {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { account: '', amount: '', remark: '', way: 'phone', code: '', pass2: '' } });
  const [pending, setPending] = useState(null);
  const { errors } = form.formState;
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1">Transfer</Typography>
        <Box component="form" noValidate onSubmit={form.handleSubmit(setPending)} sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <TextField {...form.register('account')} label="Recipient" error={!!errors.account} slotProps={{ ...shrink, htmlInput: { maxLength: 32, 'data-testid': 'transfer-account' } }} />
          <TextField {...form.register('amount')} label="Amount" error={!!errors.amount} slotProps={{ ...shrink, htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-testid': 'transfer-amount' } }} />
          <TextField {...form.register('remark')} label="Remark" slotProps={{ ...shrink, htmlInput: { maxLength: 100, 'data-testid': 'transfer-remark' } }} />
          <Controller name="way" control={form.control} render={({ field }) => (
            <TextField select {...field} label="Send the code to" slotProps={{ htmlInput: { 'data-testid': 'transfer-way' } }}>
              <MenuItem value="phone">Phone</MenuItem>
              <MenuItem value="email">E-mail</MenuItem>
            </TextField>
          )} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField {...form.register('code')} label="Code" error={!!errors.code} sx={{ flex: 1 }} slotProps={{ ...shrink, htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'transfer-code' } }} />
            <Button variant="outlined" data-testid="transfer-send-code">Send code</Button>
          </Box>
          <TextField {...form.register('pass2')} type="password" label="Level-2 password" error={!!errors.pass2} slotProps={{ ...shrink, htmlInput: { maxLength: 32, autoComplete: 'off', 'data-testid': 'transfer-pass2' } }} />
          <Button type="submit" variant="contained" size="large" data-testid="transfer-submit">Next</Button>
        </Box>
      </Paper>
      <Dialog open={pending !== null} onClose={() => setPending(null)} fullWidth maxWidth="xs" data-testid="confirm-dialog">
        <DialogTitle>Confirm the transfer</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }} data-testid="transfer-summary">
            <Typography color="textSecondary">Recipient</Typography>
            <Typography>{pending?.account}</Typography>
            <Typography color="textSecondary">Amount</Typography>
            <Typography sx={{ fontWeight: 600 }}>{pending?.amount}</Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} data-testid="confirm-cancel">Cancel</Button>
          <Button variant="contained" onClick={() => setPending(null)} data-testid="confirm-ok">Confirm</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
