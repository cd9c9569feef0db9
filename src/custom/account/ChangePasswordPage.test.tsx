import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordPage } from './ChangePasswordPage';
import { AdminTestContext } from '../../testing/AdminTestContext';
import { session } from '../../auth/session';

function renderPage(changePassword: DataProvider['changePassword']) {
  const dataProvider = { changePassword } as unknown as DataProvider;
  render(
    <AdminTestContext dataProvider={dataProvider}>
      <ChangePasswordPage />
    </AdminTestContext>,
  );
}

async function fill(old: string, next: string) {
  await userEvent.type(screen.getByLabelText('Old Password'), old);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm Password'), next);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

/** The helper text MUI ties to the input with aria-describedby: what a screen reader reads beside the field. */
const messageBeside = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
};

describe('ChangePasswordPage', () => {
  it('shows the server’s field message beside the old password', async () => {
    const changePassword = vi.fn(async () => {
      throw new HttpError('Old password is incorrect.', 400, {
        status: 400,
        message: 'Old password is incorrect.',
        errors: { oldPassword: 'Old password is incorrect.' },
      });
    });
    renderPage(changePassword);
    await fill('wrong-one', 'Seed#2027');
    await waitFor(() => expect(messageBeside('Old Password')).toContain('Old password is incorrect.'));
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'wrong-one', newPassword: 'Seed#2027', confirmPassword: 'Seed#2027' });
    expect(messageBeside('New Password')).not.toContain('incorrect');
  });

  it('checks the form with the API’s schema before calling it', async () => {
    const changePassword = vi.fn();
    renderPage(changePassword);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(messageBeside('Old Password')).toContain('Please enter old password.'));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('asks no old password of a customer signed in by a link who has none yet', async () => {
    session.save({ ...CUSTOMER, token: 'link-session' });
    try {
      const changePassword = vi.fn(async () => ({ status: 202, message: 'Password changed.' }));
      renderPage(changePassword);
      expect(screen.getByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Old Password')).toBeNull();
      await userEvent.type(screen.getByLabelText('New Password'), 'Seed#2027');
      await userEvent.type(screen.getByLabelText('Confirm Password'), 'Seed#2027');
      await userEvent.click(screen.getByRole('button', { name: 'Set a password' }));
      await waitFor(() => expect(changePassword).toHaveBeenCalledWith({ newPassword: 'Seed#2027', confirmPassword: 'Seed#2027' }));
    } finally {
      session.clear();
    }
  });
});

const CUSTOMER = {
  _id: 'u1',
  name: 'Lina Link',
  role: 'customer',
  type: 'customer' as const,
  properties: ['p1'],
  vendor: null,
  crew: null,
  permissions: ['user_password_update'],
  hasPassword: false,
};
