'use client';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useState } from 'react';
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
 */
export function useParamState<K extends string>(path: RoutePath, names: readonly K[], { push = false } = {}) {
  const params = useScreenParams();
  const router = useRouter();
  const fromUrl = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;
  const key = JSON.stringify(fromUrl);
  const [seen, setSeen] = useState(key);
  const [values, setValues] = useState(fromUrl);
  if (seen !== key) {
    setSeen(key);
    setValues(fromUrl);
  }
  const set = (patch: Partial<Record<K, string>>) => {
    const next = { ...values, ...patch };
    setValues(next);
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
