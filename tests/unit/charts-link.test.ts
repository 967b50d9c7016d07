import { NETWORK_CODES } from '@/lib/contract/values';
import { call, signIn, withBff } from './bff-harness';

// Charts by URL (issue 17): /memberNode?root=… and /inviteNode?root=… name any account, so the
// page is not what keeps another network's members from view. Through the real BFF and the
// stub: the upstream answers inside the caller's own tree only, and the BFF forwards its
// refusal with no data, whatever the page does with it.

withBff();

describe('a chart link to a member outside the operator\'s network', () => {
  it.each([
    ['placement', 'patlas/index', { account: 'operator', levels: 4 }],
    ['invitation search', 'ratlas/index', { search: 'operator' }],
    ['invitees', 'ratlas/index', { account: 'operator' }],
  ])('%s: refused, nothing of it answered', async (_, path, body) => {
    const { cookie } = await signIn('menuop');
    const answer = await call(path, body, { cookie });
    expect(answer.body).toMatchObject({ code: NETWORK_CODES.notInDownline, data: null });
    expect(JSON.stringify(answer.body)).not.toContain('王建国'); // operator's name
  });

  it('an unknown account is refused the same way; the operator\'s own chart answers', async () => {
    const { cookie } = await signIn('operator');
    expect((await call('patlas/index', { account: 'nobody', levels: 4 }, { cookie })).body).toMatchObject({ code: NETWORK_CODES.notInDownline, data: null });
    const own = await call('patlas/index', { account: 'm000003', levels: 4 }, { cookie });
    expect(own.body).toMatchObject({ code: 20000, data: { root: 'm000003' } });
  });
});
