import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import { RecoveryPane } from './RecoveryPanes';
import { AdminTestContext } from '../testing/AdminTestContext';

const api = vi.fn(
  async () =>
    new Response(JSON.stringify({ status: 200, message: 'ok' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
);
beforeEach(() => vi.stubGlobal('fetch', api));
afterEach(async () => {
  api.mockClear();
  vi.unstubAllGlobals();
  await signInI18nProvider.changeLocale('en');
});

const renderReset = () =>
  render(
    <AdminTestContext i18nProvider={signInI18nProvider}>
      <RecoveryPane pane="resetPassword" onPane={() => undefined} />
    </AdminTestContext>,
  );

describe('the reset password pane', () => {
  it('tells the confirmation its own length message, and sends nothing', async () => {
    renderReset();
    await userEvent.type(screen.getByLabelText('OTP'), '123456');
    await userEvent.type(screen.getByLabelText('New Password'), 'Abc#1234');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Ab#1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Confirm Password must be 6 to 12 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Password must be 6 to 12 characters.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('Ab#1');

    await userEvent.type(screen.getByLabelText('Confirm Password'), '2345');
    expect(await screen.findByText('Confirm password not match')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('says it in Spanish', async () => {
    await signInI18nProvider.changeLocale('es');
    renderReset();
    await userEvent.type(screen.getByLabelText('Código OTP'), '123456');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Abc#1234');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Abc#12345678x');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('La confirmación de contraseña debe tener de 6 a 12 caracteres.')).toBeInTheDocument();
  });
});
