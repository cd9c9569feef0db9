import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { DeclineQuoteButton } from './DeclineQuoteDialog';

function renderButton() {
  const dataProvider = { declinePublicQuote: vi.fn().mockResolvedValue('Thank you') };
  const onDeclined = vi.fn();
  renderInAdmin(<DeclineQuoteButton token="tok" onDeclined={onDeclined} />, { dataProvider: dataProvider as unknown as DataProvider });
  return { dataProvider, onDeclined };
}

describe('Decline the quote', () => {
  it('asks for a reason, and words with "another reason", before declining', async () => {
    const user = userEvent.setup();
    const { dataProvider, onDeclined } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Decline the quote' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Choose why you decline.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Another reason' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Tell us why, in a few words.')).toBeInTheDocument();
    expect(dataProvider.declinePublicQuote).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'The price is too high' }));
    await user.type(screen.getByRole('textbox', { name: 'In your words' }), 'Too much this year');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onDeclined).toHaveBeenCalled());
    expect(dataProvider.declinePublicQuote).toHaveBeenCalledWith('tok', { reason: 'price', note: 'Too much this year' });
  });
});
