// One value per process. Next builds each route apart, and the server entry apart from them,
// each with its own copy of a shared module (a record file's count, the upstream agent, the
// metrics registry): a module-level value would exist once per copy, and a bound on it would
// hold per copy only. Such a value lives on globalThis under a registered symbol instead.
// (lib/store/index.ts keeps its own slot: tests replace the store in it.)

/** The process's one value called `name`, made by `create` the first time any copy asks. */
export function processWide<T>(name: string, create: () => T): T {
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  return (slots[Symbol.for(`portal.${name}`)] ??= create());
}
