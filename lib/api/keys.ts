// The root of each area's query keys. A write in one area marks another area's answers stale by
// its root (`invalidateQueries({ queryKey: KEY_ROOTS.profile })`), without loading that area's
// queries with the screen that writes (issue 15: the first-load budget).
export const KEY_ROOTS = {
  funds: ['funds'],
  network: ['network'],
  notice: ['notice'],
  products: ['products'],
  profile: ['profile'],
  reports: ['reports'],
} as const;
