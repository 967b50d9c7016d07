/**
 * A component fetched on first use and kept for every later one: `loaded()` is it once fetched
 * (null before), `load()` fetches it once (issue 15: code that no first paint needs).
 */
export function loadOnce<C>(fetch: () => Promise<C>) {
  let component: C | null = null;
  let pending: Promise<C> | null = null;
  return {
    loaded: () => component,
    load: () =>
      (pending ??= fetch().then(
        (c) => (component = c),
        (error: unknown) => {
          pending = null; // offline: the next use tries again
          throw error;
        },
      )),
  };
}
