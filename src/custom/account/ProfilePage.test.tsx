import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '../../../common/permissions';
import { EMAIL_TAKEN } from '../../../common/schemas/profile';

const EMAIL_TAKEN_TEXT = 'Email address already exists. Please try a different email.';
import { session } from '../../auth/session';
import { dataProvider } from '../../dataProvider';
import { ProfilePage } from './ProfilePage';
import { renderInAdmin } from '../../testing/AdminTestContext';

function respond(body: unknown, status = 200) {
  return new Response(status === 404 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function profileOf(type: UserType) {
  return {
    _id: 'u1',
    name: { first: 'Carlos', last: 'Mendoza' },
    email: 'me@example.com',
    mobile: '5125550104',
    dateOfBirth: null,
    username: 'demo-user',
    dateOfJoining: null,
    profile: { file: null },
    crew: { address: null },
    type,
    role: type,
    isActive: true,
  };
}

/** Signs in a user of the type and serves its profile; the e-mail check and the save answer as given. */
function renderAs(type: UserType, answers: { head?: number; put?: Response } = {}) {
  session.save({
    _id: 'u1',
    token: 't',
    name: 'Carlos Mendoza',
    role: type,
    type,
    properties: [],
    vendor: null,
    crew: null,
    permissions: [],
  });
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'HEAD') return respond(null, answers.head ?? 404);
    if (init?.method === 'PUT') return answers.put ?? respond({ status: 202, message: 'Profile updated.', data: profileOf(type) }, 202);
    return respond({ status: 200, data: profileOf(type) });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderInAdmin(<ProfilePage />, { path: '/', dataProvider });
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('ProfilePage e-mail check', () => {
  it('asks staff on blur whether the e-mail is taken', async () => {
    const fetchMock = renderAs('csr', { head: 200 });
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.tab();
    expect(await screen.findByText(EMAIL_TAKEN_TEXT)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => init?.method === 'HEAD' && String(url).includes('/check-email-exist/taken%40example.com')),
    ).toBe(true);
  });

  it("never asks for a crew user, and shows the save's 409 beside the field", async () => {
    const fetchMock = renderAs('crew', {
      put: respond({ status: 409, message: EMAIL_TAKEN_TEXT, messageKey: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } }, 409),
    });
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_TAKEN_TEXT));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'HEAD')).toBe(false);
  });

  it('puts a server message for a nested field beside that field', async () => {
    const message = 'Last name is at most 50 characters.';
    renderAs('crew', { put: respond({ status: 400, message, errors: { name: message, 'name.last': message } }, 400) });
    const last = await screen.findByLabelText('Last Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(last).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText('First Name')).not.toHaveAccessibleDescription(message);
  });
});

describe('ProfilePage for a customer', () => {
  it('shows the e-mail disabled and requires the mobile number', async () => {
    const fetchMock = renderAs('customer');
    const email = await screen.findByLabelText('Email');
    expect(email).toBeDisabled();
    const mobile = screen.getByLabelText(/Mobile/);
    expect(mobile).toBeRequired();
    await userEvent.clear(mobile);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mobile number is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
