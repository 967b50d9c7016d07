// The hand-off from a date filter's light look-alike (LightDateField.tsx) to MUI X's field
// (DateFieldFilter.tsx), which loads when the operator first points at, touches or focuses a
// filter: where the focus was, and what was typed before the field was there, so that nothing
// typed is lost however fast it comes.

/** Text as the browser inserts it (typed, pasted, filled), or a key the field acts on. */
export type Entry = { text: string } | { key: string };

export type Handoff = {
  /** The section that had the focus last (0 for the field itself). */
  section?: number;
  /** When it had the focus last (performance.now()). */
  at: number;
  /** The focus has gone elsewhere since. */
  left?: boolean;
  /** The calendar button was pressed: open the calendar. */
  open?: boolean;
  /** Typed meanwhile, oldest first. */
  input: Entry[];
};

/** The keys MUI X's field acts on besides text: moving between sections, stepping, clearing. */
const EDIT_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

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

type Job = { root: HTMLElement; handoff: Handoff; openCalendar: () => void };
const jobs: Job[] = [];

/**
 * The field with test id `testId`, under `root`, mounting in place of its look-alike, takes
 * over: the calendar opens if its button was pressed; otherwise the focus goes to the section
 * that had it and what was typed there is typed again, text and deletions through the browser's
 * editing commands (the same input events a keyboard makes, over the section's text as the
 * field selects it), the other keys as key presses. Both filters swap at once: the one focused
 * first goes first, and the focus ends where the operator left it. Each entry waits for React to
 * have rendered the one before (in a microtask), and all of it happens in the task that mounted
 * the fields: no key or click of the operator's (each a task of its own) comes in between.
 */
export function takeOver(testId: string, root: HTMLElement | null, openCalendar: () => void) {
  const handoff = takeHandoff(testId);
  if (!handoff || !root) return;
  jobs.push({ root, handoff, openCalendar });
  if (jobs.length === 1) afterRender(runJobs);
}

function runJobs() {
  jobs.sort((a, b) => a.handoff.at - b.handoff.at);
  const elsewhere = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  const last = jobs.at(-1)?.handoff;
  const next = (): void => {
    const job = jobs.shift();
    if (!job) {
      if (last?.left && !last.open) elsewhere?.focus();
      return;
    }
    const { root, handoff, openCalendar } = job;
    if (handoff.open) {
      openCalendar();
      return next();
    }
    if (handoff.section === undefined || (handoff.left && !handoff.input.length)) return next();
    root.querySelectorAll<HTMLElement>('[role="spinbutton"]')[handoff.section]?.focus();
    const step = () => {
      const entry = handoff.input.shift();
      const focused = document.activeElement;
      if (!entry || !(focused instanceof HTMLElement) || !root.contains(focused)) return next();
      if ('text' in entry || entry.key === 'Backspace' || entry.key === 'Delete') {
        const selection = document.getSelection();
        if (selection && !selection.containsNode(focused, true)) selection.selectAllChildren(focused);
        if ('text' in entry) document.execCommand('insertText', false, entry.text);
        else document.execCommand(entry.key === 'Backspace' ? 'delete' : 'forwardDelete');
      } else focused.dispatchEvent(new KeyboardEvent('keydown', { key: entry.key, bubbles: true, cancelable: true }));
      afterRender(step);
    };
    afterRender(step);
  };
  next();
}

/** After the render that React has scheduled for now (in a microtask), still in this task. */
const afterRender = (fn: () => void) => queueMicrotask(() => queueMicrotask(fn));
