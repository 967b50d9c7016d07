import { maskCard } from '@/lib/contract/capital';
import { type VerifyWay } from '@/lib/contract/my';
import { PROFILE_CODES } from '@/lib/contract/values';
import { fundsOf } from './capital';
import type { CallContext, Handler } from './handlers';
import { AREAS, pick } from './i18n';
import {
  bindEmail, bindPhone, checkCode, checkPass2, checkPassword, codeRefusal, contactOf, issueCode, maskContact, memberState,
  setPass2, setPassword, spendCode, type CodeCheck, type IssueResult, type PersonalInfo,
} from './member-state';
import { isRegionPath, regionsUnder } from './regions';
import { ok, refuse, type Answer } from './respond';

// Me (lib/contract/my.ts says what each store/* call serves), on the member's state:
// passwords, level-2 password, bound phone and email, codes (member-state.ts) and the personal
// information. Every rule of the forms is enforced here too. The verified step that upteldo,
// upemail and codechecksub need is the BFF's (lib/session/verified.ts); the stub checks the
// code sent to the new phone or address.

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const PHONE = /^\d{6,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const password = (v: unknown) => typeof v === 'string' && v.length >= 6 && v.length <= 32;

/** The personal information, made on first use (the seeded accounts have an address). */
function infoOf(ctx: CallContext): PersonalInfo {
  const entry = memberState(ctx.state, ctx.me);
  entry.info ??= ctx.me.id === 0
    ? { province: '44', city: '4403', county: '440305', address: '科技园南路 18 号', area: '+86' }
    : { province: '', city: '', county: '', address: '', area: ctx.me.phone ? '+86' : '' };
  return entry.info;
}

const regionName = (ctx: CallContext, { province, city, county }: PersonalInfo) => {
  const name = (parent: string, code: string) => regionsUnder(parent, ctx.lac).find((r) => r.code === code)?.name ?? '';
  return [name('', province), name(province, city), name(city, county)].filter(Boolean).join(' ');
};

/** A refused send or check, with the profile area's code. */
function codeFailure(ctx: CallContext, outcome: Exclude<CodeCheck, 'ok'> | Exclude<IssueResult, { ok: true }>['reason']): Answer {
  const { key, detail } = codeRefusal(ctx.state, ctx.me, outcome);
  const code = outcome === 'noTarget' ? PROFILE_CODES.noContact : outcome === 'wait' || outcome === 'locked' ? PROFILE_CODES.wait : PROFILE_CODES.badCode;
  return refuse(code, ctx.lac, key, detail);
}

const sent = (ctx: CallContext, result: IssueResult) => (result.ok ? ok(ctx.lac, { to: result.to, wait: result.wait }) : codeFailure(ctx, result.reason));

/** Why a new phone or address may not be bound: the same as now, or another member's. */
function newContactRefusal(ctx: CallContext, way: VerifyWay, value: string): Answer | undefined {
  if (value === contactOf(ctx.state, ctx.me, way)) return refuse(PROFILE_CODES.same, ctx.lac, 'profile.sameContact');
  const taken = ctx.state.world.members.some((m) => m.id !== ctx.me.id && (way === 'phone' ? m.phone === value : m.email.toLowerCase() === value.toLowerCase()));
  return taken ? refuse(PROFILE_CODES.taken, ctx.lac, way === 'phone' ? 'profile.phoneTaken' : 'profile.emailTaken') : undefined;
}

/** Checks the code sent to `target`, binds it and spends the code. */
function bindNew(ctx: CallContext, way: VerifyWay, value: string, bind: () => void): Answer {
  const refusal = newContactRefusal(ctx, way, value);
  if (refusal) return refusal;
  const check = checkCode(ctx.state, ctx.me, way, ctx.payload.code, { target: value });
  if (check !== 'ok') return codeFailure(ctx, check);
  spendCode(ctx.state, ctx.me, way, value);
  bind();
  return ok(ctx.lac, { to: maskContact(way, value) }, 'profile.bound');
}

const invalid = (ctx: CallContext, field: string) => refuse(PROFILE_CODES.invalid, ctx.lac, 'profile.invalid', field);

export const PROFILE_HANDLERS: Record<string, Handler> = {
  'store/sy': (ctx) => ok(ctx.lac, { reg_date: ctx.me.regDate, pass2_set: memberState(ctx.state, ctx.me).credentials.pass2 ? 1 : 0 }),
  'store/banklist': (ctx) => {
    const cards = fundsOf(ctx.state, ctx.me).cards;
    const main = cards.find((c) => c.isDefault);
    return ok(ctx.lac, { count: cards.length, default_card: main ? maskCard(main.number) : '', default_bank: main?.bank ?? '' });
  },
  'store/index': (ctx) => {
    const info = infoOf(ctx);
    const { province, city, county, address } = info;
    return ok(ctx.lac, { realname: ctx.me.name, nickname: ctx.me.nickname, province, city, county, region_name: regionName(ctx, info), address });
  },
  'store/infodo': (ctx) => {
    const p = ctx.payload;
    const [nickname, province, city, county, address] = [str(p.nickname), str(p.province), str(p.city), str(p.county), str(p.address)];
    if (!nickname || nickname.length > 30) return invalid(ctx, 'nickname');
    if (!isRegionPath(province, city, county)) return invalid(ctx, 'county');
    if (!address || address.length > 120) return invalid(ctx, 'address');
    ctx.me.nickname = nickname;
    Object.assign(infoOf(ctx), { province, city, county, address });
    return ok(ctx.lac, {}, 'profile.saved');
  },
  'store/baseverify': (ctx) => {
    const [phone, email] = [contactOf(ctx.state, ctx.me, 'phone'), contactOf(ctx.state, ctx.me, 'email')];
    return ok(ctx.lac, {
      phone: maskContact('phone', phone),
      email: maskContact('email', email),
      area: phone ? infoOf(ctx).area : '',
      areas: AREAS.map(({ code, name }) => ({ code, name: pick(ctx.lac, name) })),
    });
  },
  'store/sendcode': (ctx) => {
    const phone = str(ctx.payload.phone);
    if (!phone) return sent(ctx, issueCode(ctx.state, ctx.me, 'phone'));
    if (!PHONE.test(phone) || !AREAS.some((a) => a.code === str(ctx.payload.area))) return invalid(ctx, 'phone');
    return newContactRefusal(ctx, 'phone', phone) ?? sent(ctx, issueCode(ctx.state, ctx.me, 'phone', phone));
  },
  'store/sendemail': (ctx) => {
    const email = str(ctx.payload.email);
    if (!email) return sent(ctx, issueCode(ctx.state, ctx.me, 'email'));
    if (!EMAIL.test(email) || email.length > 320) return invalid(ctx, 'email');
    return newContactRefusal(ctx, 'email', email) ?? sent(ctx, issueCode(ctx.state, ctx.me, 'email', email));
  },
  'store/codecheck': (ctx) => {
    const way: VerifyWay = ctx.payload.way === 'email' ? 'email' : 'phone';
    if (!contactOf(ctx.state, ctx.me, way)) return codeFailure(ctx, 'noTarget');
    const check = checkCode(ctx.state, ctx.me, way, ctx.payload.code);
    if (check !== 'ok') return codeFailure(ctx, check);
    spendCode(ctx.state, ctx.me, way);
    return ok(ctx.lac, { way }, 'profile.verified');
  },
  'store/upteldo': (ctx) => {
    const [phone, area] = [str(ctx.payload.phone), str(ctx.payload.area)];
    if (!PHONE.test(phone) || !AREAS.some((a) => a.code === area)) return invalid(ctx, 'phone');
    return bindNew(ctx, 'phone', phone, () => {
      bindPhone(ctx.state, ctx.me, phone);
      infoOf(ctx).area = area;
    });
  },
  'store/upemail': (ctx) => {
    const email = str(ctx.payload.email);
    if (!EMAIL.test(email) || email.length > 320) return invalid(ctx, 'email');
    return bindNew(ctx, 'email', email, () => bindEmail(ctx.state, ctx.me, email));
  },
  'store/checkpass2': (ctx) => {
    const { old, pass2, repeat } = ctx.payload;
    if (!password(pass2) || pass2 !== repeat) return invalid(ctx, 'pass2');
    const isSet = Boolean(memberState(ctx.state, ctx.me).credentials.pass2);
    if (isSet && !checkPass2(ctx.state, ctx.me, old)) return refuse(PROFILE_CODES.badPassword, ctx.lac, 'common.reenter');
    if (isSet && old === pass2) return refuse(PROFILE_CODES.same, ctx.lac, 'profile.samePassword');
    setPass2(ctx.state, ctx.me, pass2 as string);
    return ok(ctx.lac, {}, 'profile.pass2Changed');
  },
  'store/codechecksub': (ctx) => {
    const { pass2, repeat } = ctx.payload;
    if (!password(pass2) || pass2 !== repeat) return invalid(ctx, 'pass2');
    setPass2(ctx.state, ctx.me, pass2 as string);
    return ok(ctx.lac, {}, 'profile.pass2Changed');
  },
  'store/uppass': (ctx) => {
    const { old, password: next, repeat } = ctx.payload;
    if (!password(next) || next !== repeat) return invalid(ctx, 'password');
    if (!checkPassword(ctx.state, ctx.me, old)) return refuse(PROFILE_CODES.badPassword, ctx.lac, 'profile.badOld');
    if (old === next) return refuse(PROFILE_CODES.same, ctx.lac, 'profile.samePassword');
    setPassword(ctx.state, ctx.me, next as string);
    // Every session of the account ends: its tokens answer 30140 from now on.
    for (const [token, session] of ctx.state.tokens) if (session.account.username === ctx.account.username) ctx.state.tokens.delete(token);
    return ok(ctx.lac, {}, 'profile.passwordChanged');
  },
};
