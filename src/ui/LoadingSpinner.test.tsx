import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LoadingSpinner } from './LoadingSpinner';
import { renderInAdmin } from '../testing/AdminTestContext';

const renderIn = (locale: string) => renderInAdmin(<LoadingSpinner size={24} />, { store: memoryStore({ locale }) });

describe('LoadingSpinner', () => {
  it('is a progress bar named "Loading" in the reader’s language', async () => {
    renderIn('en');
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    renderIn('es');
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
  });
});
