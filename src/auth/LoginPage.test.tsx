import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../common/permissions';
import type { SessionUser } from '../../common/schemas/auth';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import { SignInApp } from '../signIn/SignInApp';
import { LoginPage, offersAnyIdentifier } from './LoginPage';
import { session } from './session';
import { type AppStart, fullNavigation } from './signIn';
import { AdminTestContext } from '../testing/AdminTestContext';

const csr: SessionUser = {
  _id: 'u1',
  token: 'token-1',
  name: 'Casey',
  role: 'csr',
  type: 'csr',
  properties: [],
  vendor: null,
  crew: null,
  permissions: [...DEFAULT_ROLE_PERMISSIONS.csr],
};

/** The API as the page calls it: each call is recorded, and answered by `reply` (JSON with a status). */
let reply: (path: string, init: RequestInit) => { status: number; body: unknown };
const api = vi.fn(async (url: string, init: RequestInit) => {
  const { status, body } = reply(url.replace('/api/v1', ''), init);
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
});
const calls = (path: string) => api.mock.calls.filter(([url]) => url === `/api/v1${path}`).map(([, init]) => JSON.parse(String(init.body)));

/** How the page hands over to the app: the standalone page's is given to it; inside react-admin it navigates away. */
let leftFor: ReturnType<typeof vi.fn<(path: string) => void>>;
let appStart: AppStart & { prepare: ReturnType<typeof vi.fn<() => void>> };
beforeEach(() => {
  reply = () => ({ status: 500, body: {} });
  vi.stubGlobal('fetch', api);
  leftFor = vi.fn<(path: string) => void>();
  appStart = { prepare: vi.fn<() => void>(), at: leftFor };
  vi.spyOn(fullNavigation, 'at').mockImplementation(leftFor);
});
afterEach(async () => {
  api.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  await signInI18nProvider.changeLocale('en');
});

/** The standalone sign-in page, as main.tsx mounts it on /login or /crew/login without a session. */
const renderSignIn = (variant: 'admin' | 'crew' = 'admin') => render(<SignInApp variant={variant} appStart={appStart} />);

async function signInAs(username: string, password = 'Lawn#2026') {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the standalone sign-in page', () => {
  it('is titled with the business’s name, on the staff and the crew sign-in pages alike', async () => {
    reply = (path) =>
      path === '/business' ? { status: 200, body: { status: 200, data: { name: 'Green Acres Lawn' } } } : { status: 500, body: {} };
    renderSignIn();
    expect(await screen.findByText('Green Acres Lawn')).toBeInTheDocument();
    expect(screen.queryByText('LawnDesk')).not.toBeInTheDocument();
    cleanup();
    renderSignIn('crew');
    expect(await screen.findByText('Green Acres Lawn')).toBeInTheDocument();
  });

  it('shows both required messages only after a submit attempt', async () => {
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Username is required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    // Only the business's name for the title was asked: nothing was sent to sign in.
    expect(api.mock.calls.map(([url]) => url)).toEqual(['/api/v1/business']);
  });

  it('signs in with the trimmed username, keeps the session and starts the app at the landing page', async () => {
    let answer: () => void = () => undefined;
    reply = () => ({ status: 200, body: { data: csr } });
    api.mockImplementationOnce(async (url, init) => {
      await new Promise<void>((resolve) => (answer = resolve));
      const { status, body } = reply(url, init);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    });
    renderSignIn();
    await userEvent.type(await screen.findByLabelText('Username'), ' ');
    // The app starts loading from the first keystroke, before the click.
    expect(appStart.prepare).toHaveBeenCalled();
    expect(leftFor).not.toHaveBeenCalled();
    await signInAs(' demo-csr  ');
    await waitFor(() => expect(calls('/users/login')).toEqual([{ id: 'demo-csr', password: 'Lawn#2026', loginRole: 'admin' }]));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/dashboard'));
    expect(session.token()).toBe('token-1');
    expect(session.user()?.name).toBe('Casey');
    // Still busy while the app replaces the page.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('starts staff at the remembered worklogs page, once', async () => {
    session.setRedirectUrl('/worklogs/c1/2026-11-20/skipped');
    reply = () => ({ status: 200, body: { data: csr } });
    renderSignIn();
    await signInAs('demo-csr');
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/worklogs/c1/2026-11-20/skipped'));
    expect(session.redirectUrl()).toBeNull();
  });

  it('shows the server message when the sign-in fails, and stays', async () => {
    reply = () => ({ status: 401, body: { status: 401, messageKey: 'server.users.invalid_username_or_password' } });
    renderSignIn();
    await signInAs('demo-csr', 'wrong');
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(leftFor).not.toHaveBeenCalled();
    expect(session.token()).toBeNull();
  });

  it('refuses a customer with no properties: the new session is revoked on the server and forgotten', async () => {
    reply = (path) =>
      path === '/users/login' ? { status: 200, body: { data: { ...csr, type: 'customer', role: 'customer' } } } : { status: 200, body: {} };
    renderSignIn();
    await signInAs('demo-customer');
    expect(await screen.findByText('There are no properties available')).toBeInTheDocument();
    expect(calls('/users/login/logout')).toEqual([{ id: 'u1', type: 'customer' }]);
    expect(session.token()).toBeNull();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('sends a signed-in user home from the standalone page too', async () => {
    session.save(csr);
    renderSignIn();
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/dashboard'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows why the user was signed out', async () => {
    session.setSignOutReason('app.auth.logged_out');
    renderSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed or logged out from the system. Please Login');
  });

  it('offers the crew variant without recovery links and signs in with the crew role', async () => {
    reply = () => ({ status: 200, body: { data: { ...csr, type: 'crew', role: 'crew' } } });
    renderSignIn('crew');
    expect(await screen.findByRole('heading', { name: 'Crew Sign In' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter Crew Username')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter Password')).toBeInTheDocument();
    expect(screen.queryByText('Forgot Password?')).not.toBeInTheDocument();
    expect(localStorage.getItem('loginRole')).toBe('crew');
    await userEvent.type(screen.getByLabelText('Username'), 'demo-crew');
    await userEvent.type(screen.getByLabelText('Password'), 'Lawn#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as Crew' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/crew/dashboard'));
    expect(calls('/users/login')[0]).toMatchObject({ loginRole: 'crew' });
  });

  it('toggles the password between hidden and shown', async () => {
    renderSignIn();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('moves to the recovery panes, sends a reset code with a toast, and back', async () => {
    reply = () => ({
      status: 200,
      body: { status: 200, messageKey: 'server.users.if_account_matches_6_digit_code_has', data: { token: 'reset-1' } },
    });
    renderSignIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { name: 'Recover your password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email or Phone Number required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email or Phone Number'), 'csr@lawndesk.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(calls('/users/login/forgot-password')).toEqual([{ emailOrPhone: 'csr@lawndesk.test' }]);
    expect(
      await screen.findByText('If an account matches, a 6-digit code has been sent to it. It expires in 10 minutes.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('speaks the language chosen in the app (react-admin’s store)', async () => {
    localStorage.setItem('RaStoreLawnDesk.locale', JSON.stringify('es'));
    reply = () => ({ status: 401, body: { status: 401, messageKey: 'server.users.invalid_username_or_password' } });
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El nombre de usuario es obligatorio.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Usuario'), 'demo-csr');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Usuario o contraseña no válidos.')).toBeInTheDocument();
  });
});

describe('the sign-in page inside react-admin (after a 401, or visited signed in), which leaves with a full navigation', () => {
  it('sends a signed-in user to its home without leaving the app', async () => {
    session.save({ ...csr, type: 'vendor', role: 'vendor', vendor: { _id: 'v1', status: 'active' } });
    render(
      <AdminTestContext path="/login">
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/vendors/v1/show" element={<p>Vendor page</p>} />
        </Routes>
      </AdminTestContext>,
    );
    expect(await screen.findByText('Vendor page')).toBeInTheDocument();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('signs in and starts the app afresh at the landing page', async () => {
    reply = () => ({ status: 200, body: { data: csr } });
    render(
      <AdminTestContext path="/login">
        <LoginPage />
      </AdminTestContext>,
    );
    await signInAs('demo-csr');
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/dashboard'));
  });
});

describe('offersAnyIdentifier', () => {
  it('offers e-mail or phone sign-in on customer and test hosts and in development, never to crews', () => {
    expect(offersAnyIdentifier('admin', 'customer.lawndesk.com', false)).toBe(true);
    expect(offersAnyIdentifier('admin', 'test.lawndesk.com', false)).toBe(true);
    expect(offersAnyIdentifier('admin', 'app.lawndesk.com', true)).toBe(true);
    expect(offersAnyIdentifier('admin', 'app.lawndesk.com', false)).toBe(false);
    expect(offersAnyIdentifier('crew', 'customer.lawndesk.com', true)).toBe(false);
  });
});
