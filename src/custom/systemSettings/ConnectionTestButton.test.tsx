import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaskedSettings } from '../../../common/schemas/settingsRecord';
import { session } from '../../auth/session';
import { MailSection } from './GuardedSections';
import { AdminTestContext } from '../../testing/AdminTestContext';

const SETTINGS = {
  mail: { host: 'smtp.example.com', port: 587, secure: false, user: 'office', password: { set: true }, from: 'office@example.com' },
} as unknown as MaskedSettings;

function renderMail(testSettings: DataProvider['testSettings']) {
  render(
    <AdminTestContext dataProvider={{ testSettings } as unknown as DataProvider}>
      <MailSection settings={SETTINGS} />
    </AdminTestContext>,
  );
  return within(screen.getByRole('region', { name: 'Mail' }));
}

describe('ConnectionTestButton', () => {
  beforeEach(() => {
    session.save({
      _id: 'u1',
      token: 't',
      name: 'Ana Admin',
      role: 'admin',
      type: 'admin',
      properties: [],
      vendor: null,
      crew: null,
      permissions: ['setting_menu', 'settings_secrets'],
    });
  });

  it('submits the form to the test call: the schema first, then the server’s field messages beside their fields, then its answer', async () => {
    const testSettings = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('Password needed', 400, { errors: { 'mail.password': 'server.settings.smtp_host_required_to_send_test' } }),
      )
      .mockResolvedValueOnce({ ok: true, message: 'Test sent.' });
    const mail = renderMail(testSettings);

    await userEvent.clear(mail.getByRole('spinbutton', { name: 'SMTP port' }));
    await userEvent.type(mail.getByRole('spinbutton', { name: 'SMTP port' }), '70000');
    await userEvent.click(mail.getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(mail.getByRole('spinbutton', { name: 'SMTP port' })).toHaveAttribute('aria-invalid', 'true'));
    expect(testSettings).not.toHaveBeenCalled();

    await userEvent.clear(mail.getByRole('spinbutton', { name: 'SMTP port' }));
    await userEvent.type(mail.getByRole('spinbutton', { name: 'SMTP port' }), '2525');
    await userEvent.click(mail.getByRole('button', { name: 'Send test' }));
    await waitFor(() =>
      expect(mail.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription('SMTP host is required to send a test.'),
    );
    expect(testSettings).toHaveBeenLastCalledWith('/settings/smtp/test', {
      mail: expect.objectContaining({ host: 'smtp.example.com', port: 2525, password: '' }),
    });

    await userEvent.click(mail.getByRole('button', { name: 'Send test' }));
    expect(await mail.findByRole('status')).toHaveTextContent('Test sent.');
    expect(testSettings).toHaveBeenCalledTimes(2);
  });
});
