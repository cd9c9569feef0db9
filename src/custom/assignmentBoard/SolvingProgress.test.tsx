import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { SolvingProgress } from './SolvingProgress';

const render = (locale: 'en' | 'es', progress: Parameters<typeof SolvingProgress>[0]['progress']) =>
  renderInAdmin(<SolvingProgress progress={progress} />, { store: memoryStore({ locale }) });

describe('SolvingProgress', () => {
  it('shows the seconds gone of the budget and the best miles so far, on a bar as far along', async () => {
    render('en', { elapsedMs: 12_300, budgetMs: 30_000, bestMiles: 1412.4 });
    expect(await screen.findByText('Solving: 12 s of 30 s · best so far 1,412 mi')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Solving: 12 s of 30 s' })).toHaveAttribute('aria-valuenow', '41');
  });

  it('in Spanish, and without miles before the search has a plan; never past its budget', async () => {
    render('es', { elapsedMs: 31_000, budgetMs: 30_000, bestMiles: null });
    expect(await screen.findByText('Calculando: 30 s de 30 s')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
