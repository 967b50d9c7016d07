import { ErrorScreen } from '@/components/shell/ErrorScreen';

export default function NotFound() {
  return <ErrorScreen status="404" />;
}
