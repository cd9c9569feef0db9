import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { LoadingSpinner } from './LoadingSpinner';

const renderIn = (locale: string) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <LoadingSpinner size={24} />
    </AdminContext>,
  );

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
