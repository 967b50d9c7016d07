import { identityInput, registerInput } from '@/lib/contract/network';
import { NETWORK_CODES, REGISTER_CODES } from '@/lib/contract/values';
import { PROMOTER_CODES } from '@/lib/contract/network';
import type { CallContext, Handler } from './handlers';
import { LEVEL_NAMES, pick, t } from './i18n';
import { checkPass2, DEFAULT_PASS2, setPassword } from './member-state';
import { pageOf } from './notices';
import { addMember } from './placement';
import { idCheckChar } from './random';
import { isRegionPath, regionsUnder } from './regions';
import { ok, refuse, type Answer } from './respond';
import type { Member, World } from './world';

// The member network's calls (issue 4): the placement window (patlas/index) and the
// invitation tree (ratlas/index), both limited to the signed-in member's own tree, the
// member's promoter applications (promoter/*), and add member with its checks.

const notInTree = (ctx: CallContext): Answer => refuse(NETWORK_CODES.notInDownline, ctx.lac, 'network.notInTree');

/** True when `id` is `top` or below it, following `up` (sponsorId or referrerId): O(depth). */
function isUnder(members: Member[], id: number, top: number, up: 'sponsorId' | 'referrerId'): boolean {
  for (let at = id; at >= 0; at = members[at][up]) if (at === top) return true;
  return false;
}

/** The member a payload names, if it is in the caller's tree; "" names the caller. */
function memberIn(ctx: CallContext, value: unknown, up: 'sponsorId' | 'referrerId'): Member | undefined {
  const name = String(value ?? '').trim();
  if (!name) return ctx.me;
  const id = ctx.state.world.byAccount.get(name);
  return id !== undefined && isUnder(ctx.state.world.members, id, ctx.me.id, up) ? ctx.state.world.members[id] : undefined;
}

/** The last member down one edge of the placement tree. */
function bottom(world: World, from: number, edge: Int32Array): Member {
  let id = from;
  while (edge[id] >= 0) id = edge[id];
  return world.members[id];
}

const placementNode = (m: Member, pos: number) => ({
  pos,
  account: m.account,
  name: m.name,
  level: m.level,
  vip: m.vip ? 1 : 0,
  left_count: m.leftCount,
  right_count: m.rightCount,
  left_pv: m.leftVolume,
  right_pv: m.rightVolume,
});

const placementWindow: Handler = (ctx) => {
  const root = memberIn(ctx, ctx.payload.account, 'sponsorId');
  if (!root) return notInTree(ctx);
  const { world } = ctx.state;
  const levels = Math.min(6, Math.max(3, Math.floor(Number(ctx.payload.levels)) || 4));
  const nodes = [placementNode(root, 1)];
  let row: [number, number][] = [[root.id, 1]];
  for (let depth = 1; depth <= levels; depth++) {
    const next: [number, number][] = [];
    for (const [id, pos] of row) {
      if (world.left[id] >= 0) next.push([world.left[id], pos * 2]);
      if (world.right[id] >= 0) next.push([world.right[id], pos * 2 + 1]);
    }
    for (const [id, pos] of next) nodes.push(placementNode(world.members[id], pos));
    row = next;
  }
  return ok(ctx.lac, {
    root: root.account,
    up: root.id === ctx.me.id ? '' : world.members[root.sponsorId].account,
    bottom_left: bottom(world, root.id, world.left).account,
    bottom_right: bottom(world, root.id, world.right).account,
    levels,
    nodes,
  });
};

const inviteRow = (world: World, m: Member) => ({
  account: m.account,
  name: m.name,
  level: m.level,
  reg_date: m.regDate,
  invitees: world.invitees.get(m.id)?.length ?? 0,
});

const invitations: Handler = (ctx) => {
  const { world } = ctx.state;
  if (String(ctx.payload.search ?? '').trim()) {
    const found = memberIn(ctx, ctx.payload.search, 'referrerId');
    if (!found) return notInTree(ctx);
    const path: string[] = [];
    if (found.id !== ctx.me.id) {
      for (let at = found.referrerId; ; at = world.members[at].referrerId) {
        path.unshift(world.members[at].account);
        if (at === ctx.me.id) break;
      }
    }
    return ok(ctx.lac, { list: [inviteRow(world, found)], path });
  }
  const parent = memberIn(ctx, ctx.payload.account, 'referrerId');
  if (!parent) return notInTree(ctx);
  const list = (world.invitees.get(parent.id) ?? []).map((id) => inviteRow(world, world.members[id]));
  return ok(ctx.lac, { list, path: [] });
};

const appsOf = (ctx: CallContext) => {
  const { promoterApps } = ctx.state.world;
  if (!promoterApps.has(ctx.me.id)) promoterApps.set(ctx.me.id, []);
  return promoterApps.get(ctx.me.id)!;
};
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

const promoterStatus: Handler = (ctx) => {
  const apps = appsOf(ctx);
  return ok(ctx.lac, { grade: Math.max(0, ...apps.map((a) => a.state)), pending: apps.some((a) => a.state === 0) ? 1 : 0 });
};

const promoterApply: Handler = (ctx) => {
  const apps = appsOf(ctx);
  if (apps.some((a) => a.state === 0)) return refuse(PROMOTER_CODES.alreadyPending, ctx.lac, 'network.alreadyPending');
  let id = 1;
  for (const list of ctx.state.world.promoterApps.values()) for (const a of list) id = Math.max(id, a.id + 1);
  const app = { id, time: stamp(ctx.state.opts.now()), state: 0, remark: String(ctx.payload.remark ?? '').slice(0, 200) };
  apps.unshift(app);
  return ok(ctx.lac, { id });
};

const promoterWithdraw: Handler = (ctx) => {
  const apps = appsOf(ctx);
  const index = apps.findIndex((a) => a.id === Number(ctx.payload.id));
  if (index < 0 || apps[index].state !== 0) return refuse(PROMOTER_CODES.notPending, ctx.lac, 'network.notPending');
  apps.splice(index, 1);
  return ok(ctx.lac, {});
};

// Add member (patlas/register) and its checks (pservice/*): every §5 rule is the stub's too.

/** The level-2 password of every member until it is changed (member-state.ts keeps it). */
export const NETWORK_PASS2 = DEFAULT_PASS2;

/** The sponsor or referee a check names, if it is in the caller's tree ("" names no one here). */
const named = (ctx: CallContext, up: 'sponsorId' | 'referrerId') =>
  String(ctx.payload.account ?? '').trim() ? memberIn(ctx, ctx.payload.account, up) : undefined;

/** Whether a member may still be placed on a side: only under a VIP, only in an empty slot. */
const isOpen = (world: World, sponsor: Member, side: 'L' | 'R') => sponsor.vip && (side === 'L' ? world.left : world.right)[sponsor.id] < 0;

const sponsorVip: Handler = (ctx) => {
  const sponsor = named(ctx, 'sponsorId');
  return sponsor ? ok(ctx.lac, { vip: sponsor.vip ? 1 : 0 }) : refuse(REGISTER_CODES.badSponsor, ctx.lac, 'network.badSponsor');
};

const sponsorInfo: Handler = (ctx) => {
  const sponsor = named(ctx, 'sponsorId');
  if (!sponsor) return refuse(REGISTER_CODES.badSponsor, ctx.lac, 'network.badSponsor');
  const { world } = ctx.state;
  return ok(ctx.lac, { name: sponsor.name, left_open: isOpen(world, sponsor, 'L') ? 1 : 0, right_open: isOpen(world, sponsor, 'R') ? 1 : 0 });
};

const refereeName: Handler = (ctx) => {
  const referee = named(ctx, 'referrerId');
  return referee ? ok(ctx.lac, { name: referee.name }) : refuse(REGISTER_CODES.badReferee, ctx.lac, 'network.badReferee');
};

// The stub's stand-in for a real-name service: a resident ID whose check character is right
// belongs to whatever name is typed (the format is the schema's).
const idVerified = (idnumber: string) => idCheckChar(idnumber) === idnumber.slice(17);

const realName: Handler = (ctx) => {
  const parsed = identityInput.safeParse(ctx.payload);
  if (!parsed.success) return refuse(REGISTER_CODES.invalid, ctx.lac, 'network.invalid', parsed.error.issues[0].path.join('.'));
  return idVerified(parsed.data.idnumber) ? ok(ctx.lac, { verified: 1 }) : refuse(REGISTER_CODES.badIdentity, ctx.lac, 'network.badIdentity');
};

const UNIQUE: Record<string, (m: Member) => string> = {
  'pservice/vname': (m) => m.account,
  'pservice/vtel': (m) => m.phone,
  'pservice/videntityid': (m) => m.idNumber,
};
const used = (world: World, field: (m: Member) => string, value: string) =>
  field === UNIQUE['pservice/vname'] ? world.byAccount.has(value) : world.members.some((m) => field(m) === value);
const uniqueCheck = (path: string): Handler => (ctx) =>
  ok(ctx.lac, { available: used(ctx.state.world, UNIQUE[path], String(ctx.payload.value ?? '').trim()) ? 0 : 1 });

const register: Handler = (ctx) => {
  const parsed = registerInput.safeParse(ctx.payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue.message === 'network.errors.rightNotDirect') return refuse(REGISTER_CODES.rightNotDirect, ctx.lac, 'network.rightNotDirect');
    return refuse(REGISTER_CODES.invalid, ctx.lac, 'network.invalid', issue.path.join('.'));
  }
  const input = parsed.data;
  if (!isRegionPath(input.province, input.city, input.county)) return refuse(REGISTER_CODES.invalid, ctx.lac, 'network.invalid', 'county');
  if (!checkPass2(ctx.state, ctx.me, input.pass2)) return refuse(REGISTER_CODES.badPass2, ctx.lac, 'common.reenter');
  if (!idVerified(input.idnumber)) return refuse(REGISTER_CODES.badIdentity, ctx.lac, 'network.badIdentity');
  const { world } = ctx.state;
  for (const [path, value] of [['pservice/vname', input.username], ['pservice/vtel', input.phone], ['pservice/videntityid', input.idnumber]] as const) {
    if (used(world, UNIQUE[path], value)) return refuse(REGISTER_CODES.taken, ctx.lac, 'network.taken', value);
  }
  const referee = memberIn(ctx, input.referee, 'referrerId');
  if (!referee) return refuse(REGISTER_CODES.badReferee, ctx.lac, 'network.badReferee');
  const sponsor = memberIn(ctx, input.sponsor, 'sponsorId');
  if (!sponsor) return refuse(REGISTER_CODES.badSponsor, ctx.lac, 'network.badSponsor');
  if (!sponsor.vip) return refuse(REGISTER_CODES.notVip, ctx.lac, 'network.notVip');
  if (!isOpen(world, sponsor, input.position)) return refuse(REGISTER_CODES.badSponsor, ctx.lac, 'network.positionTaken');
  const level = input.level === '1' ? 1 : 0;
  const m: Member = {
    id: world.members.length, account: input.username, name: input.realname, nickname: input.nickname, level, vip: false,
    regDate: stamp(ctx.state.opts.now()), phone: input.phone, email: input.email, idNumber: input.idnumber,
    referrerId: -1, sponsorId: -1, side: null, pv: level ? 300 : 100, leftVolume: 0, rightVolume: 0, leftCount: 0, rightCount: 0, salaryCents: 0,
  };
  addMember(world, m, sponsor.id, input.position, referee.id);
  setPassword(ctx.state, m, input.password);
  return ok(ctx.lac, { account: m.account });
};

export const NETWORK_HANDLERS: Record<string, Handler> = {
  'patlas/register': register,
  'pservice/vname': uniqueCheck('pservice/vname'),
  'pservice/vtel': uniqueCheck('pservice/vtel'),
  'pservice/videntityid': uniqueCheck('pservice/videntityid'),
  'pservice/province': (ctx) => ok(ctx.lac, { list: regionsUnder(String(ctx.payload.parent ?? ''), ctx.lac) }),
  'pservice/aliyuncs': realName,
  'patlas/cvip': sponsorVip,
  'patlas/cname': sponsorInfo,
  'patlas/vrname': refereeName,
  'patlas/level': (ctx) => ok(ctx.lac, { list: (['0', '1'] as const).map((value) => ({ value, name: pick(ctx.lac, LEVEL_NAMES[Number(value)]) })) }),
  'patlas/shop': (ctx) => ok(ctx.lac, { id: ctx.me.id + 1, name: t(ctx.lac, 'network.shop', ctx.me.name) }),
  'patlas/index': placementWindow,
  'ratlas/index': invitations,
  'promoter/index': promoterStatus,
  'promoter/application': promoterApply,
  'promoter/getlist': (ctx) => ok(ctx.lac, pageOf(appsOf(ctx), ctx.payload.page, ctx.payload.limit ?? 20)),
  'promoter/delsq': promoterWithdraw,
};
