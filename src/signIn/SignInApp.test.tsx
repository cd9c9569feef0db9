import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocale } from '../i18n/createI18nProvider';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import { SignInApp } from './SignInApp';

const appStart = { prepare: vi.fn(), at: vi.fn() };
afterEach(async () => {
  await signInI18nProvider.changeLocale('en');
  document.documentElement.lang = 'en';
});

describe('the language of a first visit', () => {
  it('is the first of the browser’s languages LawnDesk speaks, else English', () => {
    expect(browserLocale(['es-MX', 'en-US'])).toBe('es');
    expect(browserLocale(['fr-FR', 'ES', 'en'])).toBe('es');
    expect(browserLocale(['en-GB', 'es'])).toBe('en');
    expect(browserLocale(['de-DE', 'fr'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});

describe('the sign-in page’s language switch', () => {
  it('switches every pane to Español in place, and keeps the choice where the app reads it', async () => {
    render(<SignInApp variant="admin" appStart={appStart} />);
    const switcher = await screen.findByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(switcher).toHaveAccessibleName('Idioma');
    expect(screen.getByRole('button', { name: 'Español', pressed: true })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('RaStoreLawnDesk.locale')!)).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    await userEvent.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    expect(await screen.findByRole('heading', { name: 'Recupere su contraseña' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo o teléfono'), 'casey@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    // The pane and what was typed stay.
    expect(await screen.findByRole('heading', { name: 'Recover your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email or Phone Number')).toHaveValue('casey@example.com');
    expect(JSON.parse(localStorage.getItem('RaStoreLawnDesk.locale')!)).toBe('en');
  });

  it('offers the switch to crews too', async () => {
    localStorage.setItem('RaStoreLawnDesk.locale', JSON.stringify('es'));
    render(<SignInApp variant="crew" appStart={appStart} />);
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión de cuadrilla' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Crew Sign In' })).toBeInTheDocument();
  });
});
