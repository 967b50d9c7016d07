// Test data the portal accepts: a new member's fields (spec §5), unused by the stub's seeded
// world, for the Add member form and patlas/register.

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of a mainland resident ID's first 17 digits (GB 11643). */
export function idCheckChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

export type NewMember = { username: string; password: string; realname: string; nickname: string; phone: string; email: string; idnumber: string; address: string };

let serial = 0;

/**
 * A member no seeded one collides with: a unique account ("qa" and 8 letters or digits), phone
 * (starting 15, which the seeded world never uses), e-mail and resident ID (born 1950, with
 * its right check character).
 */
export function newMember(): NewMember {
  const n = (Date.now() % 1e8) * 10 + (serial++ % 10);
  const digits = String(n).padStart(9, '0').slice(-9);
  const body = `1101051950${digits.slice(-7)}`;
  const username = `qa${n.toString(36).padStart(8, '0').slice(-8)}`;
  return {
    username,
    password: 'secret1',
    realname: 'QA Tester',
    nickname: 'Tester',
    phone: `15${digits}`,
    email: `${username}@example.com`,
    idnumber: body + idCheckChar(body),
    address: '1 Test Road',
  };
}
