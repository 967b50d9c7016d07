'use client';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { goFrom } from '@/components/common/dialogs/useBackCloses';
import { usePrepare } from '@/components/common/nav/usePrepare';
import { sessionQuery } from '@/lib/api/session';
import { useLogout } from '@/lib/api/useLogout';
import type { MenuItem } from '@/lib/contract/auth';
import { isRoute, LOGOUT_ID, shellMenu, titleKeyOf, trailOf } from '@/lib/menu/menu';

// The shell's menu: the visible entries, the active trail, titles, and what choosing an
// entry does (spec §2): modal → iframe dialog, blank → new browser tab, logout, or navigate.

export function useShellMenu() {
  const t = useTranslations('menu');
  const tShort = useTranslations('menuShort');
  const router = useRouter();
  const pathname = usePathname();
  const { data: session } = useQuery(sessionQuery);
  const { mutate: logout } = useLogout();
  const prepare = usePrepare();
  const [frame, setFrame] = useState<MenuItem | null>(null);

  const menu = useMemo(() => shellMenu(session?.menu, session?.menuKeys ?? []), [session]);
  const trail = useMemo(() => trailOf(menu, pathname), [menu, pathname]);

  // The same function while the language is (the find box lists titles by it: lib/find).
  const titleOf = useCallback(
    (entry: MenuItem) => {
      const key = titleKeyOf(entry.id);
      return key ? t(key) : entry.title;
    },
    [t],
  );
  /** The menu's label: a shorter name where the full one would not fit a menu line. */
  const labelOf = useCallback(
    (entry: MenuItem) => {
      const key = titleKeyOf(entry.id);
      return key && tShort.has(key) ? tShort(key) : titleOf(entry);
    },
    [tShort, titleOf],
  );

  /** Runs an entry; returns false for a group (which opens or closes instead). The same function across renders. */
  const choose = useCallback((entry: MenuItem): boolean => {
    if (entry.children?.length) return false;
    if (entry.id === LOGOUT_ID) logout();
    else if (entry.type === 'modal') setFrame(entry);
    else if (entry.type === 'blank') window.open(entry.id, '_blank', 'noopener,noreferrer');
    else if (isRoute(entry)) {
      prepare(entry.id);
      goFrom(router, entry.id); // from the phone menu: its history entry is replaced
    }
    else window.location.assign(entry.id);
    return true;
  }, [logout, prepare, router]);

  return { menu, trail, pathname, titleOf, labelOf, choose, frame, closeFrame: () => setFrame(null) };
}

export type ShellMenu = ReturnType<typeof useShellMenu>;
