import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterProgressBar } from './NewsletterProgressBar';
import { AdminTestContext } from '../../testing/AdminTestContext';

const renderBar = (counts: Parameters<typeof NewsletterProgressBar>[0]['counts']) =>
  render(
    <AdminTestContext>
      <NewsletterProgressBar counts={counts} />
    </AdminTestContext>,
  );

describe('NewsletterProgressBar', () => {
  it('counts sent, failed and skipped as done, and shows who still waits', () => {
    renderBar({ total: 8, pending: 2, sent: 4, failed: 1, skipped: 1 });
    expect(screen.getByTestId('newsletter-percent')).toHaveTextContent('75%');
    expect(screen.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('aria-valuenow', '75');
    for (const label of ['4 sent', '1 failed', '1 skipped', '2 waiting']) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('reaches 100% once nobody waits', () => {
    renderBar({ total: 3, pending: 0, sent: 2, failed: 0, skipped: 1 });
    expect(screen.getByTestId('newsletter-percent')).toHaveTextContent('100%');
    expect(screen.queryByText(/waiting/)).not.toBeInTheDocument();
  });
});
