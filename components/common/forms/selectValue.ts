import type { MouseEvent, ReactElement, ReactNode } from 'react';

// What the portal's select (./SelectInput.tsx) and its menu (./SelectMenu.tsx) share.

export type OptionProps = { value: unknown; children?: ReactNode; disabled?: boolean; onClick?: (event: MouseEvent) => void };
/** An option: an `<Option>` (or a MUI MenuItem) with a `value`, as for MUI's Select. */
export type OptionElement = ReactElement<OptionProps>;

/**
 * An option of the portal's select, written as a MUI MenuItem would be (`value`, `disabled`,
 * the label as children). It draws nothing itself: the select reads it, and the menu, loaded
 * with the first opening, draws it as a MenuItem. So a screen with a select does not load
 * MUI's MenuItem (and its roving focus) with its first paint (issue 15).
 */
export function Option(props: OptionProps): null {
  void props;
  return null;
}

/** MUI's comparison: objects by identity, anything else as the DOM would write it. */
export const sameValue = (a: unknown, b: unknown) => (typeof b === 'object' && b !== null ? a === b : String(a) === String(b));
