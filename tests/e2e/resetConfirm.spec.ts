// The reset form's confirm-password field has its own 6 to 12 length message, in English and Spanish.
import { expect, test } from '@playwright/test';

const WORDS = {
  English: {
    forgot: 'Forgot Password?',
    emailOrPhone: 'Email or Phone Number',
    send: 'Send',
    heading: 'Reset your password',
    otp: 'OTP',
    password: 'New Password',
    confirm: 'Confirm Password',
    reset: 'Reset Password',
    confirmLength: 'Confirm Password must be 6 to 12 characters.',
    passwordLength: 'Password must be 6 to 12 characters.',
  },
  Español: {
    forgot: '¿Olvidó su contraseña?',
    emailOrPhone: 'Correo o teléfono',
    send: 'Enviar',
    heading: 'Restablezca su contraseña',
    otp: 'Código OTP',
    password: 'Nueva contraseña',
    confirm: 'Confirmar contraseña',
    reset: 'Restablecer contraseña',
    confirmLength: 'La confirmación de contraseña debe tener de 6 a 12 caracteres.',
    passwordLength: 'La contraseña debe tener de 6 a 12 caracteres.',
  },
};

for (const [language, words] of Object.entries(WORDS)) {
  test(`a too short or too long confirmation says so under its own field, in ${language}`, async ({ page }) => {
    if (language === 'Español') await page.addInitScript(() => localStorage.setItem('RaStoreLawnDesk.locale', JSON.stringify('es')));
    await page.goto('/login');
    await page.getByRole('button', { name: words.forgot }).click();
    await page.getByLabel(words.emailOrPhone).fill('nobody@lawndesk.test');
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();

    await page.getByLabel(words.otp).fill('123456');
    await page.getByLabel(words.password, { exact: true }).fill('Abc#1234');
    const confirm = page.getByLabel(words.confirm, { exact: true });
    await confirm.fill('Ab#1');
    await page.getByRole('button', { name: words.reset }).click();
    await expect(confirm).toHaveAccessibleDescription(words.confirmLength);
    await expect(page.getByText(words.passwordLength, { exact: true })).toHaveCount(0);
    await confirm.fill('Abc#123456789');
    await expect(confirm).toHaveAccessibleDescription(words.confirmLength);
    // What was typed stays, to be corrected.
    await expect(page.getByLabel(words.password, { exact: true })).toHaveValue('Abc#1234');
    await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
  });
}
