import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/createI18nProvider';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { Toasts } from '../../layout/Toasts';
import { UnexpectedError } from './UnexpectedError';
import { useApiErrorToast } from './useApiErrorToast';
import { AdminTestContext } from '../../testing/AdminTestContext';

let toast: (error: unknown) => string;
function Failing() {
  toast = useApiErrorToast('app.delay.failed');
  return null;
}

const renderIn = async (locale: 'en' | 'es', ui: React.ReactNode) => {
  const i18nProvider = createI18nProvider(en, es);
  await i18nProvider.changeLocale(locale);
  return render(
    <AdminTestContext i18nProvider={i18nProvider}>
      {ui}
      <Toasts />
    </AdminTestContext>,
  );
};

describe('the generic error variant', () => {
  it('toasts a failure of the page’s own code with the generic message, never its text', async () => {
    await renderIn('en', <Failing />);
    let shown = '';
    act(() => {
      shown = toast(new TypeError("Cannot read properties of undefined (reading 'map')"));
    });
    expect(shown).toBe('server.common.unexpected_error');
    expect(await screen.findByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it('says it in Spanish on a screen that failed', async () => {
    await renderIn('es', <UnexpectedError />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Se produjo un error inesperado. Inténtelo de nuevo más tarde.');
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });
});
