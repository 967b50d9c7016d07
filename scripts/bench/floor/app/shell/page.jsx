'use client';
// Floor for the routes that are the frame alone (/login, /memberNode, /my …): the frame
// (../frame.jsx: top bar, menu drawer, settings drawer) over a screen of text. Nothing of the portal's.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Frame } from '../frame';

export default function Page() {
  return (
    <Frame>
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">Welcome back</Typography>
        <Typography sx={{ mt: 1 }}>Balance 125,000.00 · Left 3,200 PV · Right 2,900 PV</Typography>
      </Box>
    </Frame>
  );
}
