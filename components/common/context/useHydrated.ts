import { useSyncExternalStore } from 'react';

const noop = () => () => {};
/** False during the server render and hydration, true once the page's script runs. */
export const useHydrated = () => useSyncExternalStore(noop, () => true, () => false);
