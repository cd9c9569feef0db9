import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { InstantPrice } from '../../../common/schemas/signup';
import { AdminTestContext } from '../../testing/AdminTestContext';
import { SignupPage } from './SignupPage';

const served = (visitCents: number, tax: Partial<InstantPrice> = {}): InstantPrice => ({
  served: true,
  taxKnown: true,
  taxPercent: 8.25,
  options: [
    {
      frequency: 1,
      visitCents,
      taxCents: Math.round(visitCents * 0.0825),
      fourWeeksCents: visitCents * 4,
      fourWeeksTaxCents: Math.round(visitCents * 0.0825) * 4,
    },
    {
      frequency: 2,
      visitCents,
      taxCents: Math.round(visitCents * 0.0825),
      fourWeeksCents: visitCents * 2,
      fourWeeksTaxCents: Math.round(visitCents * 0.0825) * 2,
    },
  ],
  ...tax,
});

function renderSignup(dataProvider: Record<string, ReturnType<typeof vi.fn>>) {
  render(
    <AdminTestContext path="/signup" dataProvider={dataProvider as unknown as DataProvider}>
      <SignupPage />
    </AdminTestContext>,
  );
}

/** Typed in one change each: the price block reacts to what the fields hold, not to keystrokes. */
const set = (role: 'textbox' | 'spinbutton', name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole(role, { name }), { target: { value } });

async function fillIn(zipcode = '78704', lotSize = '5200', contact = true) {
  await screen.findByRole('textbox', { name: 'First name' });
  if (contact) {
    set('textbox', 'First name', 'Rosa');
    set('textbox', 'Last name', 'Linda');
    set('textbox', 'Email', 'rosa@example.com');
    set('textbox', 'Phone', '(512) 555-0190');
    set('textbox', 'Address', '7 Pecan St');
    set('textbox', 'City', 'Austin');
  }
  set('textbox', 'Zip code', zipcode);
  set('spinbutton', /Lot size/, lotSize);
}

const priceBlock = () => screen.getByRole('region', { name: 'Your price' });

describe('the sign-up page’s instant price', () => {
  it('shows weekly and every-two-weeks prices once the zip code and lot size are in, and signs up with the one chosen', async () => {
    const instantPrice = vi.fn().mockResolvedValue(served(4000));
    const submitSignup = vi.fn().mockResolvedValue({ _id: 's1' });
    renderSignup({ instantPrice, submitSignup });
    expect(await screen.findByText('Enter your zip code and lot size to see your price.')).toBeInTheDocument();
    await fillIn();
    const every2 = await within(priceBlock()).findByRole('radio', { name: /Every two weeks/ });
    expect(instantPrice).toHaveBeenLastCalledWith({ zipcode: '78704', lotSize: 5200, city: 'Austin' });
    // Asked once the typing settled, not per keystroke.
    expect(instantPrice).toHaveBeenCalledTimes(1);
    expect(priceBlock()).toHaveTextContent('$40.00 a visit');
    expect(priceBlock()).toHaveTextContent('$80.00 every 4 weeks · plus $6.60 tax (8.25 %)');
    expect(within(priceBlock()).getByRole('radio', { name: /Weekly/ })).toBeChecked();
    await userEvent.click(every2);
    expect(every2).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(submitSignup).toHaveBeenCalledWith(expect.objectContaining({ frequency: 2, quotedPriceCents: 4000, lotSize: 5200 })),
    );
  });

  it('updates as the lot size changes, says "plus tax" where the place is unknown and when a zip code is not served', async () => {
    const instantPrice = vi
      .fn()
      .mockImplementation(async ({ zipcode, lotSize }: { zipcode: string; lotSize: number }) =>
        zipcode === '99999'
          ? { served: false, taxKnown: false, taxPercent: 0, options: [] }
          : served(lotSize > 5000 ? 4000 : 3000, { taxKnown: false, taxPercent: 0 }),
      );
    renderSignup({ instantPrice, submitSignup: vi.fn() });
    await fillIn('78704', '4000', false);
    await waitFor(() => expect(priceBlock()).toHaveTextContent('$30.00 a visit'));
    expect(priceBlock()).toHaveTextContent('plus tax');
    set('spinbutton', /Lot size/, '9000');
    await waitFor(() => expect(priceBlock()).toHaveTextContent('$40.00 a visit'));
    set('textbox', 'Zip code', '99999');
    expect(await within(priceBlock()).findByText('We do not serve this zip code yet.')).toBeInTheDocument();
  });

  it('says so when the price changed before sending, and shows the new one', async () => {
    const instantPrice = vi.fn().mockResolvedValueOnce(served(4000)).mockResolvedValue(served(4500));
    const submitSignup = vi
      .fn()
      .mockRejectedValue(new HttpError('server.quotes.price_changed', 409, { errors: { frequency: 'server.quotes.price_changed' } }));
    renderSignup({ instantPrice, submitSignup });
    await fillIn();
    await waitFor(() => expect(priceBlock()).toHaveTextContent('$40.00 a visit'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await within(priceBlock()).findByText(/The price changed since it was shown/)).toBeInTheDocument();
    await waitFor(() => expect(priceBlock()).toHaveTextContent('$45.00 a visit'));
  });
});
