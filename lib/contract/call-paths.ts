import type { CallPath } from './calls';

// Paths of the registry (calls.ts) that the spec does not show, named here once. Their own
// module: the browser imports them without the registry and every call's schema (issue 15).

/** The profile call. */
export const PROFILE_PATH = 'store/info' satisfies CallPath;
/** The notice-count call. */
export const NOTICE_COUNT_PATH = 'notice/unread' satisfies CallPath;
