'use client';
// The navigation floor (bench:inp's nav-* steps): two pages of the kinds the portal's navigations
// land on, a record list (./records) and a form (./forms), in the frame (../frame.jsx) that
// stays while the page under it changes, as the portal's shell does. Each page asks TanStack
// Query for one answer (./data, immediate JSON) and shows it; the frame's links (next/link) lead
// from one to the other. Nothing of the portal's.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Frame } from '../frame';

export default function Layout({ children }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Frame>{children}</Frame>
    </QueryClientProvider>
  );
}
