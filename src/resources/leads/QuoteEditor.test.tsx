import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { draftForLead, QuoteEditor } from './QuoteEditor';

describe('a new quote for a lead', () => {
  it('starts from the price and frequency the sign-up page quoted, not the vendor’s price, and saves them', async () => {
    const onSave = vi.fn();
    renderInAdmin(
      <QuoteEditor
        initial={draftForLead({ quotedFrequency: 2, quotedPriceCents: 4650 })}
        mowPriceCents={4000}
        saving={false}
        onSave={onSave}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getAllByTestId('quote-editor-line')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'How often' })).toHaveTextContent('every 2 weeks');
    expect(screen.getByRole('textbox', { name: 'Price ($)' })).toHaveValue('46.50');
    expect(screen.getByText('Total without optional lines: $46.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ lines: [{ type: 'mow', frequency: 2, description: null, priceCents: 4650, optional: false }] }),
      ),
    );
  });

  it('starts empty for a lead the sign-up page did not price', () => {
    expect(draftForLead({ quotedFrequency: null, quotedPriceCents: null }).lines).toEqual([]);
    expect(draftForLead({ quotedFrequency: 1, quotedPriceCents: null }).lines).toEqual([]);
  });
});
