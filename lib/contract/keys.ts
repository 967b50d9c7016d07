// The root of each area's query keys. A write in one area marks another area's answers stale by
// its root (`invalidateQueries({ queryKey: KEY_ROOTS.my })`), without loading that area's
// queries with the screen that writes (issue 15: the first-load budget).
export const KEY_ROOTS = {
  capital: ['capital'],
  memberProduct: ['memberProduct'],
  my: ['my'],
  security: ['security'],
  network: ['network'],
  notice: ['notice'],
  reports: ['reports'],
} as const;
