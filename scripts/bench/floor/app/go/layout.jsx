'use client';
// The /go pages: a record list (./records) and a form (./forms) in the frame (../frame.jsx),
// which stays while the page under it changes, as the portal's shell does. Its slots hold what
// bench:inp's language and navigation steps tap, kept out of the frame itself so that the
// Lighthouse and first-load floors of the frame (/shell, /home) stay as they were: a
// language button (./language.jsx; in the top bar from 600 px, below the drawer's entries under
// it) and links to the record list and the form (next/link, no prefetch on sight: the portal's
// links prefetch when pointed at only), in the top bar and as the drawer's Transfer and Withdraw
// entries. The record list and the form each ask TanStack Query for one answer (./data,
// immediate JSON) and show it. Nothing of the portal's.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Frame } from '../frame';
import { Language } from './language';

/** The drawer's entries that are links, and to where. */
const GO = { Transfer: 'forms', Withdraw: 'records' };
const go = (to) => ({ component: Link, href: `/go/${to}`, prefetch: false, 'data-testid': `floor-go-${to}` });

export default function Layout({ children }) {
  const [client] = useState(() => new QueryClient());
  const [lang, setLang] = useState('en-US');
  return (
    <QueryClientProvider client={client}>
      <Frame
        bar={
          <>
            {Object.entries(GO).map(([label, to]) => <Button key={to} color="inherit" size="small" {...go(to)}>{label}</Button>)}
            <Language lang={lang} onLang={setLang} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
          </>
        }
        menuEnd={<Box sx={{ display: { sm: 'none' }, borderTop: 1, borderColor: 'divider', p: 0.5 }}><Language lang={lang} onLang={setLang} /></Box>}
        entryProps={(e) => (GO[e] ? go(GO[e]) : undefined)}
      >
        {children}
      </Frame>
    </QueryClientProvider>
  );
}
