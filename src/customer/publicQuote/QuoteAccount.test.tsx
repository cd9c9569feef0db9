import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteAccount as Account } from '../../../common/schemas/leadMatch';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { returnPathOf } from '../signInLink/SignInLinkPage';
import { NO_CARD, QuoteAccount } from './QuoteAccount';

const offered: Account = { matches: true, confirmedByStaff: false, emailOnFile: 'v•••@example.com', signedIn: false, cards: [] };

function renderAccount(account: Account) {
  const dataProvider = { askQuoteSignInLink: vi.fn().mockResolvedValue('server.quotes.sign_in_link_sent') };
  const onCardChoice = vi.fn();
  renderInAdmin(<QuoteAccount token="tok" account={account} cardChoice={NO_CARD} onCardChoice={onCardChoice} />, {
    dataProvider: dataProvider as unknown as DataProvider,
  });
  return { dataProvider, onCardChoice };
}

describe('Already a customer?', () => {
  it('offers a sign-in link to the masked e-mail on file and asks for it with no address of the visitor’s', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderAccount(offered);
    expect(screen.getByText(/We have an account for v•••@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    await waitFor(() => expect(dataProvider.askQuoteSignInLink).toHaveBeenCalledWith('tok'));
    expect(await screen.findByText(/the link is in its inbox/)).toBeInTheDocument();
  });

  it('lets the signed-in customer choose one of their cards, or none', async () => {
    const user = userEvent.setup();
    const { onCardChoice } = renderAccount({
      ...offered,
      signedIn: true,
      cards: [{ _id: 'card-1', brand: 'visa', last4: '1111', isDefault: true }],
    });
    expect(screen.getByRole('radio', { name: 'No card: I pay each bill with its link' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Visa ending 1111 (your default)' }));
    expect(onCardChoice).toHaveBeenCalledWith('card-1');
  });
});

describe('the sign-in link’s return', () => {
  it('returns only to a quote page', () => {
    const quote = `/quote/${'a'.repeat(43)}`;
    expect(returnPathOf(quote)).toBe(quote);
    for (const elsewhere of ['https://evil.example/quote/x', '//evil.example', '/admin', `/quote/${'a'.repeat(43)}/../admin`, null])
      expect(returnPathOf(elsewhere)).toBeNull();
  });
});
