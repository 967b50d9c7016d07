import { notFound } from 'next/navigation';
import { ERROR_STATUSES, ErrorScreen, type ErrorStatus } from '@/components/shell/ErrorScreen';

export default async function ErrorPage({ params }: { params: Promise<{ status: string }> }) {
  const { status } = await params;
  if (!ERROR_STATUSES.includes(status as ErrorStatus)) notFound();
  return <ErrorScreen status={status as ErrorStatus} />;
}
