'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export default function Page() {
  return (
    <Box component="main" sx={{ maxWidth: 360, mx: 'auto', p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField label="Account" name="username" autoComplete="username" />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" />
      <Button variant="contained">Sign in</Button>
    </Box>
  );
}
