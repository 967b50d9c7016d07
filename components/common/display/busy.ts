/**
 * A region showing the previous answer while the next one comes (`aria-busy`) is dimmed by that
 * mark: one style rule for both states, so turning busy makes no new class (a rule inserted into
 * the page's sheet restyles the whole document, in the tap that turned it busy).
 */
export const BUSY = { '&[aria-busy="true"]': { opacity: 0.6 } } as const;
