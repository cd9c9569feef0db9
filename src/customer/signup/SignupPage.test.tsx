import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SignupPage } from './SignupPage';
import { AdminTestContext } from '../../testing/AdminTestContext';

function renderSignup(submitSignup: ReturnType<typeof vi.fn>, path = '/signup?referralCode=ld12ab') {
  render(
    <AdminTestContext path={path} dataProvider={{ submitSignup } as unknown as DataProvider}>
      <SignupPage />
    </AdminTestContext>,
  );
}

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Rosa');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Linda');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '(512) 555-0190');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '7 Pecan St');
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
  await userEvent.type(screen.getByRole('textbox', { name: 'Zip code' }), '78702');
}

describe('SignupPage', () => {
  it('prefills the referral code from the link, hides the honeypot, and thanks the visitor once sent', async () => {
    const submitSignup = vi.fn().mockResolvedValue({ _id: 's1' });
    renderSignup(submitSignup);
    expect(await screen.findByRole('textbox', { name: /Referral code/ })).toHaveValue('ld12ab');
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! We will contact you shortly.');
    expect(submitSignup).toHaveBeenCalledWith(
      expect.objectContaining({
        name: { first: 'Rosa', last: 'Linda' },
        mobile: '5125550190',
        zipcode: '78702',
        serviceType: 'mow',
        frequency: 1,
        referralCode: 'LD12AB',
        website: '',
      }),
    );
  });

  it('shows the schema messages before sending, and the server zip code message beside the zip code', async () => {
    const submitSignup = vi
      .fn()
      .mockRejectedValue(
        new HttpError('server.signups.zip_code_not_served', 400, { errors: { zipcode: 'server.signups.zip_code_not_served' } }),
      );
    renderSignup(submitSignup, '/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true'));
    expect(submitSignup).not.toHaveBeenCalled();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription('We do not serve this zip code yet.'),
    );
  });
});
