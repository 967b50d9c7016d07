import type { Text } from './i18n';

// The reports area's wording: the reports (uincome/*, ability/*).
// Looked up as "reports.<key>" through i18n.ts `t`; empty until its handlers come.
export const REPORTS_TEXT = {} satisfies Record<string, Text>;
