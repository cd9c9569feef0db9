import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { accountMethods } from '../../dataProvider/accountMethods';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { SignInLinkPage } from './SignInLinkPage';

const TOKEN = 'a'.repeat(43);
const page = (token = TOKEN) =>
  renderInAdmin(
    <StrictMode>
      <Routes>
        <Route path="/sign-in-link/:token" element={<SignInLinkPage />} />
      </Routes>
    </StrictMode>,
    { path: `/sign-in-link/${token}` },
  );

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('SignInLinkPage', () => {
  it('spends the link once however often the page mounts, and says why it does not sign in', async () => {
    const use = vi
      .spyOn(accountMethods, 'useSignInLink')
      .mockRejectedValue(new HttpError('server.sign_in_link.used', 410, { messageKey: 'server.sign_in_link.used' }));
    // React mounts an effect twice in development (StrictMode), and a page may mount again: one use of the link.
    page().unmount();
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link was used already');
    expect(screen.getByRole('heading', { name: 'This link does not sign you in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email me a new sign-in link' })).toHaveAttribute('href', '/login?pane=sign-in-link');
    expect(use).toHaveBeenCalledTimes(1);
    expect(use).toHaveBeenCalledWith(TOKEN);
  });

  it('keeps the customer’s session and opens the landing page', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    vi.spyOn(accountMethods, 'useSignInLink').mockResolvedValue({
      _id: 'u1',
      token: 'session-token',
      name: 'Lina Link',
      role: 'customer',
      type: 'customer',
      properties: ['p1'],
      vendor: null,
      crew: null,
      permissions: [],
      hasPassword: false,
    });
    page('b'.repeat(43));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/customers/dashboard'));
    expect(localStorage.getItem('token')).toBe('session-token');
  });
});
