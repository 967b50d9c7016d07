import type { Area } from '@/lib/menu/manifest';

// Which messages a page carries (issue 39: the whole catalogue was 26 KB of every page's HTML).
// Every page gets the frame's (app/layout.tsx); a portal page adds those of its screen's area
// (app/(portal)/layout.tsx), the sign-in page those of signing in. The screens of other areas,
// opened later in the browser, are translated from the language's whole catalogue, a static
// chunk loaded once (components/shell/ScreenMessages.tsx). tests/unit/screen-messages.test.ts
// checks that each area's code uses no namespace beyond these.

/** The frame's: the shell, the menus, dialogs, toasts and error screens, and what every form shares. */
export const SHARED_MESSAGES = [
  'common', 'errors', 'menu', 'menuShort', 'settings', 'shell', 'unavailable',
  'reports.legs', 'reports.team.depthN', // tab titles (lib/menu/tabs.ts)
] as const;

/** Each area's screens: a namespace, or one branch of it ('memberProduct.cycle'). */
export const AREA_MESSAGES: Record<Area, readonly string[]> = {
  auth: ['login'],
  home: ['home', 'memberProduct.cycle'],
  network: ['network'],
  memberProduct: ['memberProduct'],
  capital: ['capital'],
  // Me's branches but the security screens': bank cards; the profile's member rules (lib/contract/network.ts)
  my: ['my.my', 'my.verify', 'my.bind', 'my.pass', 'my.info', 'my.errors', 'capital', 'network'],
  security: ['my.security', 'my.activity'], // Devices and sign-ins, My activity (issue 72): under Me in the menu, not on Me's pages
  reports: ['reports', 'memberProduct'], // cycles, packages
  notice: ['notice'],
};

/** A catalogue or part of one. A message is a string, or with next-intl's precompiled messages
 * (next.config.ts) possibly an array: anything but a plain object is a message. */
export type MessageTree = { [key: string]: unknown };
const isBranch = (node: unknown): node is MessageTree => typeof node === 'object' && node !== null && !Array.isArray(node);

/** `a` with `b` laid over it, branch by branch. */
export function mergeMessages(a: MessageTree, b: MessageTree): MessageTree {
  const merged = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const under = merged[key];
    merged[key] = isBranch(value) && isBranch(under) ? mergeMessages(under, value) : value;
  }
  return merged;
}

/** The parts of `messages` that `paths` name ('ns' or 'ns.branch'), as a tree of the same shape. */
export function pickMessages(messages: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: MessageTree = messages;
    let to = picked;
    keys.slice(0, -1).forEach((key) => {
      from = from[key] as MessageTree;
      to = (to[key] ??= {}) as MessageTree;
    });
    to[keys.at(-1)!] = from[keys.at(-1)!];
  }
  return picked;
}
