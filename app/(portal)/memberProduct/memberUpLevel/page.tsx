// The route; the shell renders its screen (components/shell/screens.tsx).
export default function LevelUpPage() {
  return null;
}
