import { bff, BffError, callApi, setBffHandlers } from '@/lib/api/bff';

const notify = jest.fn();
const forcedLogout = jest.fn();
const unavailable = jest.fn(() => 'briefly unavailable, retrying');

function answer(body: unknown, status = 200) {
  global.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  notify.mockReset();
  forcedLogout.mockReset();
  unavailable.mockClear();
  setBffHandlers({ notify, forcedLogout, networkMessage: () => 'offline', unavailable });
});

describe('the BFF wrapper maps codes per spec §8', () => {
  it('20000 → the data', async () => {
    answer({ code: 20000, msg: 'ok', data: { num: 3 } });
    await expect(callApi('notice/unread')).resolves.toEqual({ num: 3 });
    expect(global.fetch).toHaveBeenCalledWith('/api/call/notice/unread', expect.objectContaining({ method: 'POST', body: '{}' }));
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([30140, 30142, 40100])('%i → forced logout, no message', async (code) => {
    answer({ code, msg: 'gone', data: null }, code === 40100 ? 401 : 200);
    await expect(bff('/api/session', undefined, { method: 'GET' })).rejects.toBeInstanceOf(BffError);
    expect(forcedLogout).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([30010, 30030, 30033])('%i → silent', async (code) => {
    answer({ code, msg: 'quiet', data: null });
    await expect(callApi('notice/index')).rejects.toMatchObject({ code });
    expect(notify).not.toHaveBeenCalled();
    expect(forcedLogout).not.toHaveBeenCalled();
  });

  it("any other code → the server's msg in the popup", async () => {
    answer({ code: 30500, msg: 'Server busy', data: null });
    await expect(callApi('notice/index')).rejects.toMatchObject({ code: 30500, message: 'Server busy' });
    expect(notify).toHaveBeenCalledWith('Server busy');
  });

  it('a 400 carries the field errors', async () => {
    answer({ code: 40000, msg: 'Please check: Account', data: { fieldErrors: { username: 'login.account' } } }, 400);
    await expect(callApi('notice/index', {}, { quiet: true })).rejects.toMatchObject({ fieldErrors: { username: 'login.account' } });
    expect(notify).not.toHaveBeenCalled();
  });

  it('a network failure → a rejected request with the translated message', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi('notice/index')).rejects.toMatchObject({ code: 0, message: 'offline' });
    expect(notify).toHaveBeenCalledWith('offline');
  });

  it('a time-out answered by the BFF shows its translated msg', async () => {
    answer({ code: 50400, msg: 'The server took too long to answer.', data: null }, 504);
    await expect(callApi('notice/index')).rejects.toMatchObject({ code: 50400 });
    expect(notify).toHaveBeenCalledWith('The server took too long to answer.');
  });
});

describe('the service briefly unavailable (503)', () => {
  it('shows the retrying notice, not the popup, whatever the body', async () => {
    answer({ code: 50300, msg: 'unavailable', data: null }, 503);
    await expect(callApi('notice/index')).rejects.toMatchObject({ code: 50300, message: 'briefly unavailable, retrying' });
    global.fetch = jest.fn().mockResolvedValue(new Response('<html>busy</html>', { status: 503 }));
    await expect(callApi('notice/index')).rejects.toMatchObject({ code: 50300 });
    expect(unavailable).toHaveBeenCalledTimes(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it('reads are retried a few times on a 503, once on a failed connection, never on another code', async () => {
    const { retryRead } = await import('@/components/shell/Providers');
    expect(retryRead(0, new BffError(50300, 'x'))).toBe(true);
    expect(retryRead(5, new BffError(50300, 'x'))).toBe(true);
    expect(retryRead(6, new BffError(50300, 'x'))).toBe(false);
    expect(retryRead(0, new BffError(0, 'x'))).toBe(true);
    expect(retryRead(1, new BffError(0, 'x'))).toBe(false);
    expect(retryRead(0, new BffError(40000, 'x'))).toBe(false);
    expect(retryRead(0, new BffError(40100, 'x'))).toBe(false);
  });
});

describe('cancellation', () => {
  it('a cancelled request rejects without a message', async () => {
    const controller = new AbortController();
    global.fetch = jest.fn().mockImplementation((_url, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = callApi('pservice/vname', { value: 'abcd' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify).not.toHaveBeenCalled();
  });
});
