'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { BffError } from '@/lib/api/bff';
import { myKeys, verifiedQuery } from '@/lib/api/my';
import { PROFILE_CODES } from '@/lib/contract/values';
import { routeHref } from '@/lib/menu/routes';
import type { VerifyNext } from './verifyTarget';

/**
 * The session's verified step for a screen that needs one. `required`: without a fresh step
 * the operator is sent to verify first (typing the URL skips nothing; the BFF refuses
 * regardless). `expired(error)` tells whether a refusal was the BFF's "verify first", and
 * then checks again (which sends the operator to verify).
 */
export function useVerifiedStep(next: VerifyNext, required = true) {
  const router = useRouter();
  const client = useQueryClient();
  const verified = useQuery(verifiedQuery);
  const missing = !verified.isFetching && verified.isSuccess && verified.data === null;
  useEffect(() => {
    if (required && missing) router.replace(routeHref('/validateTelEmail', { next }));
  }, [required, missing, router, next]);
  return {
    verified: verified.data ?? null,
    loading: verified.isPending,
    expired: (error: unknown) => {
      const gone = error instanceof BffError && error.code === PROFILE_CODES.notVerified;
      if (gone) void client.invalidateQueries({ queryKey: myKeys.verified() });
      return gone;
    },
  };
}
