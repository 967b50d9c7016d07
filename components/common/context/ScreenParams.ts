'use client';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { NOT_SENT_PARAM } from '@/lib/menu/next';
import { routeHref, type RoutePath } from '@/lib/menu/routes';

/**
 * The query string of a kept-alive screen: the one it was last shown with. A hidden screen
 * must not read useSearchParams(), which follows the visible route. The shell provides it.
 */
export const ScreenParams = createContext<URLSearchParams>(new URLSearchParams());
export const useScreenParams = () => useContext(ScreenParams);

/**
 * Values a screen keeps in its URL (issue 17: a reload, a tab and a shared link show the same
 * rows): read from the screen's query, changed by writing the URL (replace, or push when each
 * change is a place worth going back to). A local copy answers at once, so a controlled field
 * never waits for the navigation; it follows the URL when the URL changes (back, a link).
 * Parameters not named are kept; "" removes one.
 *
 * The URL catches up later than the local copy (a navigation each), so two quick changes (From,
 * then To) come back one by one: the first one's URL must not take back the second one's value
 * (a date filter would empty its field, and lose what is being typed in it, until the second
 * URL lands). The queries written and not yet seen are kept: a URL that is one of them only
 * drops it and those before it; any other URL is a change from outside and is shown.
 */
export function useParamState<K extends string>(path: RoutePath, names: readonly K[], { push = false } = {}) {
  const params = useScreenParams();
  const router = useRouter();
  const fromUrl = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;
  const key = keyOf(names, fromUrl);
  const [seen, setSeen] = useState(key);
  const [values, setValues] = useState(fromUrl);
  const [written, setWritten] = useState<readonly string[]>([]);
  if (seen !== key) {
    setSeen(key);
    const echo = written.indexOf(key);
    if (echo === -1) {
      // From outside (back, a link): show it, and forget writes that will not come back.
      setWritten([]);
      setValues(fromUrl);
    } else {
      // One of ours: the local copy already has it, or a newer write.
      setWritten(written.slice(echo + 1));
    }
  }
  // Two changes before a render (a date range's From and To) build on each other, not on the render's values.
  const unrendered = useRef<Record<K, string> | null>(null);
  useEffect(() => {
    unrendered.current = null;
  }, [values]);
  const set = (patch: Partial<Record<K, string>>) => {
    const next = { ...(unrendered.current ?? values), ...patch };
    unrendered.current = next;
    setValues(next);
    const nextKey = keyOf(names, next);
    if (nextKey !== key) setWritten((w) => [...w, nextKey]);
    const query = new URLSearchParams(params);
    query.delete(NOT_SENT_PARAM);
    for (const name of names) {
      if (next[name]) query.set(name, next[name]);
      else query.delete(name);
    }
    const href = routeHref(path, Object.fromEntries(query));
    if (push) router.push(href);
    else router.replace(href);
  };
  return [values, set] as const;
}

/** The named values as one comparable string, in the names' order. */
const keyOf = <K extends string>(names: readonly K[], values: Record<K, string>) => JSON.stringify(names.map((name) => values[name] ?? ''));
