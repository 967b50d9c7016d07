import { NOTICE_TOPICS, pick, type Lac } from './i18n';
import { dateTime } from './random';

// System notices per account: every other one unread, so the bell shows a count at once.

export type Notice = {
  id: number; // unique across accounts
  topic: number; // index in NOTICE_TOPICS: the text is rendered in the reader's language
  no: number; // shown in the title so that notices of one topic differ
  time: string; // "YYYY-MM-DD HH:mm:ss"
  read: boolean;
};

const NEWEST = Date.UTC(2025, 5, 1, 9, 30);

export function generateNotices(accounts: readonly { username: string; notices: number }[]) {
  const byAccount = new Map<string, Notice[]>();
  let id = 1;
  for (const account of accounts) {
    const list: Notice[] = [];
    for (let j = 0; j < account.notices; j++) {
      list.push({
        id: id++,
        topic: j % NOTICE_TOPICS.length,
        no: account.notices - j,
        time: dateTime(NEWEST - j * 36 * 3_600_000),
        read: j % 2 === 1,
      });
    }
    byAccount.set(account.username, list);
  }
  return byAccount;
}

export const unreadCount = (list: readonly Notice[]) => list.filter((n) => !n.read).length;

const titleOf = (n: Notice, lac: Lac) => `${pick(lac, NOTICE_TOPICS[n.topic].title)} #${n.no}`;

/** A list row: `read` is 0/1 as upstream flags usually are. */
export const noticeRow = (n: Notice, lac: Lac) => ({ id: n.id, title: titleOf(n, lac), time: n.time, read: n.read ? 1 : 0 });

export const noticeDetail = (n: Notice, lac: Lac) => ({ ...noticeRow(n, lac), content: pick(lac, NOTICE_TOPICS[n.topic].body) });

/** One page of a list; page counts from 1, limit is clamped to 1..100. */
export function pageOf<T>(list: readonly T[], page: unknown, limit: unknown) {
  const size = Math.min(100, Math.max(1, Math.floor(Number(limit)) || 10));
  const from = (Math.max(1, Math.floor(Number(page)) || 1) - 1) * size;
  return { list: list.slice(from, from + size), total: list.length };
}
