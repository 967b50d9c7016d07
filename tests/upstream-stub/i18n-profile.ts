import type { Text } from './i18n';

// The profile area's wording: the profile and security calls (store/*).
// Looked up as "profile.<key>" through i18n.ts `t`; empty until its handlers come.
export const PROFILE_TEXT = {} satisfies Record<string, Text>;
