import type { MouseEvent, ReactElement, ReactNode } from 'react';

// What the portal's select (./SelectInput.tsx) and its menu (./SelectMenu.tsx) share.

/** An option: a MUI MenuItem with a `value`, as for MUI's Select. */
export type OptionElement = ReactElement<{ value: unknown; children?: ReactNode; disabled?: boolean; onClick?: (event: MouseEvent) => void }>;

/** MUI's comparison: objects by identity, anything else as the DOM would write it. */
export const sameValue = (a: unknown, b: unknown) => (typeof b === 'object' && b !== null ? a === b : String(a) === String(b));
