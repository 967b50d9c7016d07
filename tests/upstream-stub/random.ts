import { idCheckChar } from '@/packages/qa-kit/src/data';

// Seeded randomness and fake personal data. One seed gives the same world on every machine,
// so tests and screenshots can name members by account.

export type Rng = () => number; // uniform in [0, 1)

/** mulberry32: tiny, fast and good enough for test data. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export const intBelow = (rng: Rng, n: number) => Math.floor(rng() * n);
export const pickOf = <T>(rng: Rng, list: readonly T[]): T => list[intBelow(rng, list.length)];
const digits = (rng: Rng, count: number) => {
  let s = '';
  for (let i = 0; i < count; i++) s += intBelow(rng, 10);
  return s;
};

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '林'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '霞'];
const NICKS = ['Star', 'Sky', 'Lucky', 'Sun', 'Moon', 'River', 'Cloud', 'Jade', 'Pine', 'Wind'];

export const fullName = (rng: Rng) =>
  pickOf(rng, SURNAMES) + pickOf(rng, GIVEN) + (rng() < 0.6 ? pickOf(rng, GIVEN) : '');
export const nickname = (rng: Rng) => `${pickOf(rng, NICKS)}${intBelow(rng, 1000)}`;
export const mobile = (rng: Rng) => `13${intBelow(rng, 10)}${digits(rng, 8)}`;

export { idCheckChar }; // the QA kit's (packages/qa-kit/src/data.ts): one algorithm for both

/** An 18-character mainland ID number with a valid check character. */
export function idNumber(rng: Rng): string {
  const year = 1960 + intBelow(rng, 45);
  const month = String(1 + intBelow(rng, 12)).padStart(2, '0');
  const day = String(1 + intBelow(rng, 28)).padStart(2, '0');
  const body = `110105${year}${month}${day}${digits(rng, 3)}`;
  return body + idCheckChar(body);
}

/** "YYYY-MM-DD HH:mm:ss" of a Unix time in ms, in UTC so every machine agrees. */
export const dateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
