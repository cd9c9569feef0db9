import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PermissionKey } from '../../../common/permissions';
import type { MaskedSettings } from '../../../common/schemas/settingsRecord';
import { session } from '../../auth/session';
import { PaymentsSection } from './GuardedSections';
import { AdminTestContext } from '../../testing/AdminTestContext';

const SETTINGS = {
  payments: {
    gateway: 'paytrace',
    gatewayUrl: 'https://api.paytrace.com',
    username: 'office',
    password: { set: true },
    integratorId: { set: true },
    autoChargeFailureTries: 3,
  },
} as unknown as MaskedSettings;

function renderPayments(permissions: PermissionKey[]) {
  session.save({ _id: 'u1', token: 't', name: 'Staff', role: 'csr', type: 'csr', properties: [], vendor: null, crew: null, permissions });
  const updateSettings = vi.fn(async () => SETTINGS);
  render(
    <AdminTestContext dataProvider={{ updateSettings } as unknown as DataProvider}>
      <PaymentsSection settings={SETTINGS} />
    </AdminTestContext>,
  );
  return { section: within(screen.getByRole('region', { name: 'Payments' })), updateSettings };
}

describe('the payment gateway settings', () => {
  it('lock where money goes for staff without settings_secrets, and still save the retry count', async () => {
    const { section, updateSettings } = renderPayments(['setting_menu']);
    expect(section.getByText(/Only an administrator can change where mail and payments go/)).toBeVisible();
    const address = section.getByRole('textbox', { name: 'Gateway address' });
    await userEvent.type(address, '.evil.example');
    expect(address).toHaveValue('https://api.paytrace.com');
    expect(section.queryByRole('button', { name: 'Remove saved value' })).toBeNull();

    await userEvent.clear(section.getByRole('spinbutton', { name: 'Auto-charge failure tries' }));
    await userEvent.type(section.getByRole('spinbutton', { name: 'Auto-charge failure tries' }), '5');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateSettings).toHaveBeenCalledTimes(1));
    expect(updateSettings).toHaveBeenCalledWith({
      payments: expect.objectContaining({
        gatewayUrl: 'https://api.paytrace.com',
        password: '',
        integratorId: '',
        autoChargeFailureTries: 5,
      }),
    });
  });

  it('let an administrator remove a saved secret on purpose, while an emptied field keeps it', async () => {
    const { section, updateSettings } = renderPayments(['setting_menu', 'settings_secrets']);
    const password = section.getByLabelText('Password', { exact: true });
    await userEvent.type(password, 'x');
    await userEvent.clear(password);
    const removeButtons = section.getAllByRole('button', { name: 'Remove saved value' });
    await userEvent.click(removeButtons[1]);
    expect(section.getByText('The saved value is removed when you save')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateSettings).toHaveBeenCalledTimes(1));
    expect(updateSettings).toHaveBeenCalledWith({ payments: expect.objectContaining({ password: '', integratorId: null }) });
  });
});
