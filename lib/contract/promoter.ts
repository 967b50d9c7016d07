import * as z from 'zod/mini';

// Promoter applications (spec §2 /extensionOfficer, §4 promoter states, §7 promoter/*).

/** promoter/index payload: none beyond the common fields. */
export const promoterStatusInput = z.object({});

/** promoter/index data. */
export const promoterStatusData = z.object({
  grade: z.coerce.number(), // the grade held: 0 none yet, 1 Qualified … 4 Second outstanding
  pending: z.coerce.number(), // 1 while an application is in application (only one at a time)
});
export type PromoterStatus = z.infer<typeof promoterStatusData>;

/** promoter/application payload: apply to become (or move up as) a promoter. */
export const promoterApplyInput = z.object({
  remark: z._default(z.string().check(z.trim(), z.maxLength(200, 'network.promoter.remarkTooLong')), ''), // a note for the reviewer
});
export type PromoterApplyInput = z.input<typeof promoterApplyInput>;

/** promoter/getlist payload. */
export const promoterListInput = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1), // 1-based page
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20), // rows per page
});

const promoterRow = z.object({
  id: z.coerce.number(), // application id
  time: z.string(), // applied at, "YYYY-MM-DD HH:mm:ss"
  state: z.coerce.number(), // see PROMOTER_STATES
  remark: z.string(), // the applicant's note
});
export type PromoterRow = z.infer<typeof promoterRow>;

/** promoter/getlist data. */
export const promoterListData = z.object({
  list: z.array(promoterRow), // newest first
  total: z.coerce.number(), // rows in all pages
});

/** promoter/delsq payload: withdraw a pending application. */
export const promoterWithdrawInput = z.object({
  id: z.coerce.number().check(z.int(), z.positive()), // application id; only a pending one may be withdrawn
});

/** Upstream codes of the promoter calls. */
export const PROMOTER_CODES = { alreadyPending: 31101, notPending: 31102 } as const;
