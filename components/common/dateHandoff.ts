// The hand-off from a date filter's light look-alike (LightDateField.tsx) to MUI X's field
// (DateFieldFilter.tsx), which loads when the operator first points at, touches or focuses a
// filter: where the focus was, and what was typed before the field was there, so that nothing
// typed is lost however fast it comes.

/** Text as the browser inserts it (typed, pasted, filled), or a key the field acts on. */
export type Entry = { text: string } | { key: string };

export type Handoff = {
  /** The section that had the focus (0 for the field itself), none when the focus has left. */
  section?: number;
  /** The calendar button was pressed: open the calendar. */
  open?: boolean;
  /** Typed meanwhile, oldest first. */
  input: Entry[];
};

/** The keys MUI X's field acts on besides text: moving between sections, stepping, clearing. */
export const EDIT_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** The entry of an event, or null for one the field does not take (Tab, a shortcut, a deletion without a key). */
export function entryOf(event: Event): Entry | null {
  if (event.type === 'keydown') {
    const { key, ctrlKey, metaKey, altKey } = event as KeyboardEvent;
    return EDIT_KEYS.has(key) && !ctrlKey && !metaKey && !altKey ? { key } : null;
  }
  const { inputType, data } = event as InputEvent;
  return inputType.startsWith('insert') && data ? { text: data } : null;
}

/** The hand-offs of the filters that have the focus, by test id: written by the look-alike, taken by the field as it mounts. */
const pending = new Map<string, Handoff>();
export const putHandoff = (testId: string, handoff: Handoff) => void pending.set(testId, handoff);
/** A look-alike gone without a field taking over (the screen left): its hand-off goes with it, for no later field to take. */
export const dropHandoff = (testId: string, handoff: Handoff | null) => void (pending.get(testId) === handoff && pending.delete(testId));
export function takeHandoff(testId: string): Handoff | undefined {
  const handoff = pending.get(testId);
  pending.delete(testId);
  return handoff;
}

/**
 * The field under `root` takes over: the focus goes to the section that had it, and `queue` is
 * typed into it, text and deletions through the browser's editing commands (the same input
 * events a keyboard makes, over the section's text as the field selects it), the other keys as
 * key presses. One entry per task, so that the field has taken each before the next; what the
 * operator types meanwhile, from the first moment, waits its turn behind them.
 */
export function takeOver(root: HTMLElement, section: number, queue: Entry[]) {
  let own = false;
  const hold = (event: Event) => {
    const entry = own ? null : entryOf(event);
    if (!entry) return;
    event.preventDefault();
    queue.push(entry);
  };
  root.addEventListener('keydown', hold, true);
  root.addEventListener('beforeinput', hold, true);
  root.querySelectorAll<HTMLElement>('[role="spinbutton"]')[section]?.focus();
  const step = () => {
    const entry = queue.shift();
    const focused = document.activeElement;
    if (!entry || !(focused instanceof HTMLElement) || !root.contains(focused)) {
      root.removeEventListener('keydown', hold, true);
      root.removeEventListener('beforeinput', hold, true);
      return;
    }
    own = true;
    if ('text' in entry || entry.key === 'Backspace' || entry.key === 'Delete') {
      const selection = document.getSelection();
      if (selection && !selection.containsNode(focused, true)) selection.selectAllChildren(focused);
      if ('text' in entry) document.execCommand('insertText', false, entry.text);
      else document.execCommand(entry.key === 'Backspace' ? 'delete' : 'forwardDelete');
    } else focused.dispatchEvent(new KeyboardEvent('keydown', { key: entry.key, bubbles: true, cancelable: true }));
    own = false;
    setTimeout(step);
  };
  setTimeout(step);
}
