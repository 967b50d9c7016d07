'use client';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BffError } from '@/lib/api/bff';

// A check of the add-member form as the operator types (issue 4): uniqueness, the sponsor,
// the referee, the real-name check. Asked 400 ms after the last keystroke and only for input
// that passes the fields' own rules; the request for older input is cancelled (each input is
// its own query; the one left without an observer is aborted).

export type FieldCheck<T> =
  | { state: 'idle' } // not asked: still typing, malformed, or the upstream could not be reached
  | { state: 'checking' }
  | { state: 'done'; data: T }
  | { state: 'refused'; message: string }; // the upstream's refusal, in the session's language

type Input = Record<string, string>;

export function useFieldCheck<I extends Input, T, K extends QueryKey>(
  input: I,
  wellFormed: boolean,
  query: (input: I) => UseQueryOptions<T, Error, T, K>,
): FieldCheck<T> {
  const key = JSON.stringify(Object.entries(input).map(([k, v]) => [k, v.trim()]));
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), 400);
    return () => clearTimeout(timer);
  }, [key]);
  const current = wellFormed && settled === key;
  const asked = Object.fromEntries(JSON.parse(settled) as [string, string][]) as I;
  const { data, error, isFetching } = useQuery({ ...query(asked), enabled: current });
  if (!current) return { state: 'idle' };
  if (isFetching) return { state: 'checking' };
  if (error) return error instanceof BffError && error.code !== 0 ? { state: 'refused', message: error.message } : { state: 'idle' };
  return data === undefined ? { state: 'checking' } : { state: 'done', data };
}
