import * as z from 'zod/mini';

// System notices (spec §2 /notice, /notice/info; §7 notice/index, notice/detail, notice/unread).
// What each call serves:
//   notice/index   the operator's notices, searched by a part of the title, paged
//   notice/detail  one notice, which is then read
//   notice/unread  how many notices are unread (the top bar's bell; its data in auth.ts)

const positiveInt = z.coerce.number().check(z.int(), z.positive());

/** notice/index payload. */
export const noticeListInput = z.object({
  page: z._default(positiveInt, 1), // 1-based page
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10), // rows per page
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))), // part of the title; empty = all
});
export type NoticeListInput = z.input<typeof noticeListInput>;

const noticeRow = z.object({
  id: z.coerce.number(), // notice id
  title: z.string(), // in the request's language
  time: z.string(), // "YYYY-MM-DD HH:mm:ss", server time
  read: z.coerce.number(), // 1 once the operator opened it
});

/** notice/index data. */
export const noticeListData = z.object({
  list: z.array(noticeRow), // this page, newest first
  total: z.coerce.number(), // rows in all pages
});

/** notice/detail payload; opening a notice marks it read. */
export const noticeDetailInput = z.object({ id: positiveInt });

/** notice/detail data. */
export const noticeDetailData = z.extend(noticeRow, {
  content: z.string(), // plain text; paragraphs separated by blank lines
});
