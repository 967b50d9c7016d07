import { ErrorScreen } from '@/components/common/ErrorScreen';

export default function NotFound() {
  return <ErrorScreen status="404" />;
}
