'use client';
import { useRef } from 'react';
import { BffError } from '@/lib/api/bff';
import { BFF } from '@/lib/contract/codes';

/** A fresh key per submission: a retry of the same submission reuses it. */
const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Answers after which the submission is still the same one: the answer never reached the
 * browser (a network failure), the BFF was briefly unavailable or still answering it, or a
 * money move's outcome is being settled, was settled as not applied (it may be sent again, with
 * its key) or is not known yet. Anything else (a success, a refusal) ends the submission.
 */
const SAME_SUBMISSION: readonly number[] = [0, BFF.unavailable, BFF.inFlight, BFF.checking, BFF.notApplied, BFF.outcomeUnknown];

/** The idempotency key of a form's submission, kept while the submission is not ended. */
export function useSubmissionKey() {
  const key = useRef('');
  return {
    current: () => (key.current ||= newIdempotencyKey()),
    settle: (error?: unknown) => {
      if (!(error instanceof BffError && SAME_SUBMISSION.includes(error.code))) key.current = '';
    },
    /** Ends the submission whatever became of it (the operator chose not to send it again). */
    forget: () => void (key.current = ''),
  };
}
