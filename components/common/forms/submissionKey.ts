'use client';
import { useRef } from 'react';
import { BffError } from '@/lib/api/bff';

/** A fresh key per submission: a retry of the same submission reuses it. */
const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The idempotency key of a form's submission. It is kept when the answer never reached the
 * browser (a network failure: a retry is the same submission, and the BFF answers it without
 * forwarding it again); any answer, success or refusal, ends the submission.
 */
export function useSubmissionKey() {
  const key = useRef('');
  return {
    current: () => (key.current ||= newIdempotencyKey()),
    settle: (error?: unknown) => {
      if (!(error instanceof BffError && error.code === 0)) key.current = '';
    },
  };
}
