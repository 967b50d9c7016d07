'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { uniqueQuery, type UniquePath } from '@/lib/api/network';

// Uniqueness as the operator types (issue 4): asked 400 ms after the last keystroke and only
// for a value that passes the field's own rule; the request for an older value is cancelled
// (each value is its own query; the one left without an observer is aborted).
export function useUniqueCheck(path: UniquePath, value: string, wellFormed: boolean) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), 400);
    return () => clearTimeout(timer);
  }, [value]);
  const current = settled === value.trim() && wellFormed && settled !== '';
  const { data, isFetching } = useQuery({ ...uniqueQuery(path, settled), enabled: current });
  if (!current) return 'idle' as const;
  if (isFetching || data === undefined) return 'checking' as const;
  return data ? ('free' as const) : ('taken' as const);
}
