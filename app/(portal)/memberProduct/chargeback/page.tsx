// The route; the shell renders its screen (components/shell/screens.tsx).
export default function ChargebackPage() {
  return null;
}
