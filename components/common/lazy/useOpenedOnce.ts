'use client';
import { useState } from 'react';

/**
 * True from the first time `open` is true. A layer no first paint shows (a drawer, a menu, a
 * dialog) is loaded and mounted then and stays mounted, so it closes with its transition and
 * its code stays out of the first load (issue 15).
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
