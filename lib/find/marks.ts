// What the find box keeps per account (issue 58), in the settings that follow the account
// (lib/settings/settings.ts `findFavourites`, `findRecent`): screen paths, newest first. Apart
// from lib/find/match.ts so that the settings, read on every page, import nothing of the menu.

export const MAX_FAVOURITES = 12;
export const MAX_RECENT = 6;

/** The list with `path` first (added, or moved up), at most `max` long. */
export const markedFirst = (list: readonly string[], path: string, max: number) => [path, ...list.filter((p) => p !== path)].slice(0, max);

/** The list with `path` added first, or taken out when it was there (a favourite's star). */
export const toggled = (list: readonly string[], path: string, max: number) => (list.includes(path) ? list.filter((p) => p !== path) : markedFirst(list, path, max));
