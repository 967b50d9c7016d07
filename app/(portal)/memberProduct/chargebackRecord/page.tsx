// The route; the shell renders its screen (components/shell/screens.tsx).
export default function ChargebackRecordPage() {
  return null;
}
