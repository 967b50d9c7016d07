import 'server-only';
import { sharedStore, storeKey, type SharedStore } from '@/lib/store';
import { log } from '@/lib/upstream/log';

// A journal of an account (issue 72): its sign-ins, its activity. A list in the shared store
// per account, newest first, capped in count (the store trims it as it pushes: a flood of
// entries leaves the cap, never more) and kept 90 days after its last entry; an entry older
// than 90 days is not read. Entries are JSON made by the portal; one that does not parse (an
// older shape) is skipped.

export const JOURNAL_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;
export const JOURNAL_TTL_MS = JOURNAL_DAYS * DAY_MS;

type Journal<T extends { at: number }> = {
  /** Adds an entry (at the front); the list keeps its newest `cap`. */
  add(account: string, entry: T): Promise<void>;
  /** Adds an entry without waiting, logging a failure: never on a critical path. */
  note(account: string, entry: T): void;
  /** The entries of the last 90 days, newest first. */
  read(account: string): Promise<T[]>;
};

/** The store key of an account's journal: the account as it signs in (case and spaces aside), hashed. */
export const journalKey = (name: string, account: string) => storeKey(name, account.trim().toLowerCase());

export function journal<T extends { at: number }>(name: string, cap: number, part: Parameters<typeof sharedStore>[0] = 'journals'): Journal<T> {
  const store = (): SharedStore => sharedStore(part);
  const add = (account: string, entry: T) => store().push(journalKey(name, account), JSON.stringify(entry), { cap, ttlMs: JOURNAL_TTL_MS });
  const read = async (account: string) => {
    const since = Date.now() - JOURNAL_TTL_MS;
    return (await store().list(journalKey(name, account))).flatMap((raw) => {
      try {
        const entry = JSON.parse(raw) as T;
        return typeof entry?.at === 'number' && entry.at >= since ? [entry] : [];
      } catch {
        return [];
      }
    });
  };
  return {
    add,
    read,
    note: (account, entry) => void add(account, entry).catch((error: unknown) => log.warn({ err: (error as Error).message, journal: name }, 'journal: entry not kept')),
  };
}
