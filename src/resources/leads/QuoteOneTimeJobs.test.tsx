import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OneTimePlacement } from '../../../common/schemas/quote';
import { i18nProvider } from '../../i18n/i18nProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { QuoteOneTimeJobs } from './QuoteOneTimeJobs';

const job = (values: Partial<OneTimePlacement> = {}): OneTimePlacement => ({
  workLogId: 'w1',
  date: '2026-12-01',
  crewName: 'North Crew',
  fallback: null,
  ...values,
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe("the quote card's one-time jobs", () => {
  it('names the day and crew the job was placed on', () => {
    renderInAdmin(<QuoteOneTimeJobs quote={{ oneTimeJobs: [job()] }} />);
    expect(screen.getByTestId('quote-one-time-job')).toHaveTextContent('One-time job planned for Tue 12/1 with North Crew.');
  });

  it("says why the scheduler's day stands when no crew day had room or no crew serves the zip code", () => {
    renderInAdmin(
      <QuoteOneTimeJobs
        quote={{
          oneTimeJobs: [
            job({ fallback: 'no-room' }),
            job({ workLogId: 'w2', date: '2026-12-02', crewName: null, fallback: 'no-crew' }),
            job({ workLogId: null, date: null, crewName: null, fallback: 'not-planned' }),
          ],
        }}
      />,
    );
    const [noRoom, noCrew, notPlanned] = screen.getAllByTestId('quote-one-time-job');
    expect(noRoom).toHaveTextContent(
      "One-time job planned for Tue 12/1 with North Crew. No crew day had room for it within the planning horizon: it stays on the scheduler's day.",
    );
    expect(noCrew).toHaveTextContent('One-time job planned for Wed 12/2, with no crew. No crew of the property');
    expect(notPlanned).toHaveTextContent('One-time job not planned. No working day was open for it');
  });

  it('speaks Spanish', async () => {
    await i18nProvider.changeLocale('es');
    renderInAdmin(<QuoteOneTimeJobs quote={{ oneTimeJobs: [job()] }} />);
    expect(screen.getByTestId('quote-one-time-job')).toHaveTextContent('Trabajo único planeado para el mar 12/1 con North Crew.');
  });

  it('shows nothing for a quote without one-time jobs', () => {
    const { container } = renderInAdmin(<QuoteOneTimeJobs quote={{ oneTimeJobs: [] }} />);
    expect(container.querySelector('[data-testid="quote-one-time-job"]')).toBeNull();
  });
});
