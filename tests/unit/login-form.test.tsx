/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from '@/components/auth/LoginScreen';
import { renderWithProviders } from './render';

const replace = jest.fn();
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, refresh: jest.fn(), push: jest.fn() }),
  useSearchParams: () => search,
}));

// jsdom has no Response: the wrapper only reads json().
const answer = (body: unknown) => ({ json: async () => body });

const session = { user: { account: 'operator', name: 'Op' }, menu: [], menuKeys: [], permissions: [], locale: 'en-US' };

beforeEach(() => {
  replace.mockReset();
  search = new URLSearchParams();
  global.fetch = jest.fn().mockResolvedValue(answer({ code: 20000, msg: 'ok', data: session }));
});

const fill = async (username: string, password: string) => {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByTestId('login-username'), username);
  if (password) await user.type(screen.getByTestId('login-password'), password);
  return user;
};

describe('the login form', () => {
  it('shows each field label as its required message and sends nothing', async () => {
    renderWithProviders(<LoginScreen />);
    await userEvent.setup().click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Account', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Password', { selector: 'p' })).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('counts blank spaces as empty', async () => {
    renderWithProviders(<LoginScreen />);
    const user = await fill('   ', 'secret');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Account', { selector: 'p' })).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('submits with Enter and goes to next', async () => {
    search = new URLSearchParams('next=/capital/recharge');
    renderWithProviders(<LoginScreen />);
    const user = await fill('operator', '123456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/capital/recharge'));
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init.body)).toEqual({ username: 'operator', password: '123456' });
  });

  it('refuses a next that leaves the site', async () => {
    search = new URLSearchParams('next=//evil.example');
    renderWithProviders(<LoginScreen />);
    const user = await fill('operator', '123456');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'));
  });

  it('keeps what was typed when the server refuses', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer({ code: 30001, msg: 'Incorrect account or password', data: null }));
    renderWithProviders(<LoginScreen />);
    const user = await fill('operator', 'wrong1');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('login-submit')).not.toBeDisabled());
    expect(screen.getByTestId('login-username')).toHaveValue('operator');
    expect(screen.getByTestId('login-password')).toHaveValue('wrong1');
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows the Chinese labels as messages in zh-CN', async () => {
    renderWithProviders(<LoginScreen />, 'zh-CN');
    await userEvent.setup().click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('账号', { selector: 'p' })).toBeInTheDocument();
  });
});
