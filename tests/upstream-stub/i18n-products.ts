import type { Text } from './i18n';

// The products area's wording: level up, chargeback and its record
// (product/*, return/*, regedvip/*).
// Looked up as "products.<key>" through i18n.ts `t`; empty until its handlers come.
export const PRODUCTS_TEXT = {} satisfies Record<string, Text>;
