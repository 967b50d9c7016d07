// The route; the shell renders its screen (components/shell/screens.tsx) to keep it alive in tabs.
export default function HomePage() {
  return null;
}
