import * as z from 'zod/mini';
import { pass2 } from './schema';

// The member network (spec §2 /inviteNode, /memberNode; §3 Member; §7 ratlas, patlas).
// The spec shows no field names: these are ours, adapted here once the real upstream differs.
// What each call serves (promoter/* are in promoter.ts):
//   ratlas/index         the invitation tree: a member's direct invitees, or a search with its path
//   patlas/index         a window of the placement (binary) tree
//   patlas/register      adds a member (spec §3 Member) under a sponsor, on a side
//   patlas/cvip          whether a sponsor is in the operator's downline and a VIP (spec §6)
//   patlas/cname         a sponsor's name and which of its two positions are still open
//   patlas/vrname        a referee's name, refused outside the operator's invitation chart (§5)
//   patlas/level         the levels a new member may be registered at, named in the request's language
//   patlas/shop          the operator's service center, which every member it adds registers under
//   pservice/vname, vtel, videntityid   whether an account, phone or ID number is still unused
//   pservice/province    the regions under a region (province → city → county)
//   pservice/aliyuncs    the real-name check: do this full name and resident ID number belong together

const account = z.string().check(z.trim(), z.maxLength(32)); // a member account; "" = the operator

/** patlas/index payload: a window of the placement (binary) tree. */
export const placementInput = z.object({
  account: z.optional(account), // the window's root; "" or absent = the operator (top)
  levels: z._default(z.coerce.number().check(z.int(), z.minimum(3), z.maximum(6)), 4), // levels below the root (rows drawn: levels + 1)
});

const placementNode = z.object({
  pos: z.coerce.number(), // heap position in the window: root 1, children 2p (left) and 2p + 1 (right)
  account: z.string(), // member account
  name: z.string(), // full name
  level: z.coerce.number(), // 0 Ordinary, 1 Discount customer, 2 VIP
  vip: z.coerce.number(), // 1 when the member may sponsor (spec §6)
  left_count: z.coerce.number(), // members in the left leg
  right_count: z.coerce.number(), // members in the right leg
  left_pv: z.coerce.number(), // total volume (PV) of the left leg
  right_pv: z.coerce.number(), // total volume (PV) of the right leg
});
export type PlacementNode = z.infer<typeof placementNode>;

/** patlas/index data. */
export const placementData = z.object({
  root: z.string(), // the window's root account
  up: z.string(), // the root's sponsor, "" when the root is the operator (top)
  bottom_left: z.string(), // the last member down the root's left edge
  bottom_right: z.string(), // the last member down the root's right edge
  levels: z.coerce.number(), // levels below the root in this window
  nodes: z.array(placementNode), // members of the window; an absent position under a VIP is an open slot
});
export type PlacementWindow = z.infer<typeof placementData>;

/** ratlas/index payload: direct invitees of a member, or a search. */
export const inviteInput = z.object({
  account: z.optional(account), // whose invitees; "" or absent = the operator
  search: z.optional(account), // an account to find in the operator's invitation tree (overrides account)
});

const inviteRow = z.object({
  account: z.string(), // member account
  name: z.string(), // full name
  level: z.coerce.number(), // 0 Ordinary, 1 Discount customer, 2 VIP
  reg_date: z.string(), // "YYYY-MM-DD HH:mm:ss"
  invitees: z.coerce.number(), // number of direct invitees (0 = a leaf)
});
export type InviteRow = z.infer<typeof inviteRow>;

/** ratlas/index data. */
export const inviteData = z.object({
  list: z.array(inviteRow), // the invitees, oldest first; for a search, the member found
  path: z.array(z.string()), // a search only: accounts from the operator down to the found member's referrer
});

// Add member (spec §2 /memberNode/register, §3 Member, §5, §6). Messages are message keys.

const text = (labelKey: string, max: number) => z.string().check(z.trim(), z.minLength(1, labelKey), z.maxLength(max, labelKey));

export const memberShape = {
  username: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{4,20}$/, 'network.errors.username')), // account: 4–20 letters or digits
  realname: text('network.register.realname', 30), // full name
  nickname: text('network.register.nickname', 30), // marketing name
  phone: z.string().check(z.trim(), z.regex(/^\d{6,15}$/, 'network.errors.phone')), // mobile number, digits only
  email: z.string().check(z.trim(), z.maxLength(320, 'network.errors.email'), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'network.errors.email')), // e-mail
  idnumber: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^\d{17}[\dX]$/, 'network.errors.idnumber')), // resident ID number: 17 digits and a check character
  password: z.string().check(z.minLength(6, 'network.errors.passwordShort'), z.maxLength(32, 'network.errors.passwordShort')), // login password
  password2: z.string(), // the password again
  referee: text('network.register.referee', 32), // introducer: a member of the operator's invitation chart
  sponsor: text('network.register.sponsor', 32), // placement sponsor: a VIP in the operator's downline
  position: z.enum(['L', 'R'], 'network.register.position'), // left or right area under the sponsor
  level: z.enum(['0', '1'], 'network.register.level'), // "0" Ordinary, "1" Discount customer
  province: text('network.register.region', 12), // region codes from pservice/province
  city: text('network.register.region', 12),
  county: text('network.register.region', 12),
  address: text('network.register.address', 120), // detailed address
};

const passwordsMatch = z.refine<{ password: string; password2: string }>((v) => v.password === v.password2, {
  message: 'network.errors.passwordMismatch',
  path: ['password2'],
});

// Spec §5: a right-area member is a direct invite of its sponsor (the referee is the sponsor).
const rightIsDirect = z.refine<{ position: string; referee: string; sponsor: string }>(
  (v) => v.position !== 'R' || v.referee.trim() === v.sponsor.trim(),
  { message: 'network.errors.rightNotDirect', path: ['position'] },
);

/** patlas/register payload; the form validates with it too (pass2 is asked for on submit). */
export const registerInput = z.object({
  ...memberShape,
  pass2, // level-2 password
}).check(passwordsMatch, rightIsDirect);
export type RegisterInput = z.input<typeof registerInput>;
export type RegisterField = keyof RegisterInput;

/** patlas/register data. */
export const registerData = z.object({
  account: z.string(), // the new member's account
});

/** pservice/vname, vtel, videntityid payload: one value to check for uniqueness. */
export const uniqueInput = z.object({
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)), // the account, phone or ID number typed
});

/** pservice/vname, vtel, videntityid data. */
export const uniqueData = z.object({
  available: z.coerce.number(), // 1 when no member uses the value yet
});

/** pservice/province payload: the regions under a parent. */
export const regionInput = z.object({
  parent: z._default(z.string().check(z.maxLength(12)), ''), // a region code; "" = the provinces
});

/** pservice/province data. */
export const regionData = z.object({
  list: z.array(z.object({
    code: z.string(), // region code
    name: z.string(), // in the request's language
  })),
});

/** True when `value` passes the add-member form's own rule for `field` (before asking the upstream). */
export const wellFormed = (field: keyof typeof memberShape, value: string) => memberShape[field].safeParse(value).success;

/** patlas/cvip, cname and vrname payload: the sponsor's or referee's account. */
export const memberCheckInput = z.object({
  account: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)), // the account typed
});

/** patlas/cvip data (a sponsor outside the operator's downline is refused: badSponsor). */
export const sponsorVipData = z.object({
  vip: z.coerce.number(), // 1 when the sponsor may have members added (spec §6)
});

/** patlas/cname data (a sponsor outside the operator's downline is refused: badSponsor). */
export const sponsorData = z.object({
  name: z.string(), // the sponsor's full name, to confirm the account typed
  left_open: z.coerce.number(), // 1 when a member may still be placed on the left
  right_open: z.coerce.number(), // 1 when a member may still be placed on the right
});

/** patlas/vrname data (a referee outside the operator's invitation chart is refused: badReferee). */
export const refereeData = z.object({
  name: z.string(), // the referee's full name, to confirm the account typed
});

/** patlas/level data (payload: none). */
export const levelData = z.object({
  list: z.array(z.object({
    value: z.enum(['0', '1']), // registerInput's level
    name: z.string(), // in the request's language
  })),
});

/** patlas/shop data (payload: none). */
export const shopData = z.object({
  id: z.coerce.number(), // the service center's number
  name: z.string(), // the service center's name
});

/** pservice/aliyuncs payload: the real-name check of a new member. */
export const identityInput = z.object({
  realname: memberShape.realname, // full name as on the ID card
  idnumber: memberShape.idnumber, // resident ID number
});

/** pservice/aliyuncs data (a name and number that do not belong together are refused: badIdentity). */
export const identityData = z.object({
  verified: z.coerce.number(), // 1 when the name and the number belong together
});

// ---- promoter (/extensionOfficer) ----
// Promoter applications (spec §2 /extensionOfficer, §4 promoter states, §7 promoter/*). What each
// call serves:
//   promoter/index       the operator's promoter grade, and whether an application is pending
//   promoter/getlist     the operator's applications, newest first, paged
//   promoter/application applies to become (or move up as) a promoter
//   promoter/delsq       withdraws a pending application

/** promoter/index payload: none beyond the common fields. */
export const promoterStatusInput = z.object({});

/** promoter/index data. */
export const promoterStatusData = z.object({
  grade: z.coerce.number(), // the grade held: 0 none yet, 1 Qualified … 4 Second outstanding
  pending: z.coerce.number(), // 1 while an application is in application (only one at a time)
});

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
