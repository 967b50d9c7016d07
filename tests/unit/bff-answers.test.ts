import { call, signIn, withBff } from './bff-harness';

// Issue 15: the BFF passes on a successful answer only as the call's answer schema makes it
// (lib/contract/calls.ts `output`), so the browser reads answers without a schema. Against the
// stub: a well-formed answer arrives reshaped, a malformed one is a 502 and never reaches the
// browser, a refusal passes as the upstream sent it.

const harness = withBff();
let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signIn());
});

const arm = (fault: object) =>
  fetch(`${harness.stub.origin}/__stub/fault`, { method: 'POST', body: JSON.stringify({ count: 1, ...fault }) });

describe("the forwarder's answers", () => {
  it('passes a well-formed answer in the shape of its schema', async () => {
    const answer = await call('notice/unread', {}, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 20000, data: { num: expect.any(Number) } });
    expect(Object.keys(answer.body.data as object)).toEqual(['num']);
  });

  it('answers 502 to a success whose data the schema refuses, and passes none of it on', async () => {
    await arm({ path: 'notice/index', code: 20000, msg: 'ok' }); // data: null where a page is due
    const answer = await call('notice/index', { page: 1, limit: 10 }, { cookie });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ code: 50200, data: null });
  });

  it('passes a refusal as the upstream sent it', async () => {
    await arm({ path: 'notice/unread', code: 30500, msg: 'Server busy' });
    const answer = await call('notice/unread', {}, { cookie });
    expect(answer.body).toEqual({ code: 30500, msg: 'Server busy', data: null });
  });
});
