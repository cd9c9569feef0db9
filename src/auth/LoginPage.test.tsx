import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { LoginPage, offersAnyIdentifier } from './LoginPage';

function renderLogin(variant: 'admin' | 'crew', login: AuthProvider['login']) {
  const authProvider: AuthProvider = {
    login,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
  return render(
    <MemoryRouter initialEntries={[variant === 'crew' ? '/crew/login' : '/login']}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <LoginPage variant={variant} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('LoginPage', () => {
  it('shows both required messages only after a submit attempt', async () => {
    const login = vi.fn(async () => ({ redirectTo: '/dashboard' }));
    renderLogin('admin', login);
    expect(screen.queryByText('Username is required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('trims the username and disables the button with a loader while signing in', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const login = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    renderLogin('admin', login);
    await userEvent.type(screen.getByLabelText('Username'), '  demo-admin  ');
    await userEvent.type(screen.getByLabelText('Password'), 'Lawn#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ id: 'demo-admin', password: 'Lawn#2026' }));
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    finish({ redirectTo: false });
  });

  it('shows the server message when the sign-in fails', async () => {
    renderLogin('admin', vi.fn(async () => { throw new Error('Invalid username or password.'); }));
    await userEvent.type(screen.getByLabelText('Username'), 'demo-admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('offers the crew variant without recovery links and remembers the login role', () => {
    renderLogin('crew', vi.fn());
    expect(screen.getByRole('heading', { name: 'Crew Sign In' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter Crew Username')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in as Crew' })).toBeInTheDocument();
    expect(screen.queryByText('Forgot Password?')).not.toBeInTheDocument();
    expect(localStorage.getItem('loginRole')).toBe('crew');
  });

  it('toggles the password between hidden and shown', async () => {
    renderLogin('admin', vi.fn());
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('moves to the recovery panes and back', async () => {
    renderLogin('admin', vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { name: 'Recover your password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email or Phone Number required.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
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
