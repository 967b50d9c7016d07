import { verifiedOrRedirect } from '@/lib/session/verifiedPage';

// The route; the shell renders its screen (components/shell/screens.tsx). Without a fresh
// verified step it sends the operator to verify first.
export default async function MyEditPhonePage() {
  await verifiedOrRedirect('/my/editPhone');
  return null;
}
