import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, signIn } from './helpers';

test('in Spanish, a value the server refuses shows its message in Spanish beside the field', async ({ page }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();

  await page.goto('/users/roles/create');
  const name = page.getByRole('textbox', { name: 'Nombre del rol' });
  // Only the server knows the name is taken: the form's own checks pass.
  await name.fill('Admin');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(name).toHaveAccessibleDescription('El rol ya existe. Pruebe con otro nombre.');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
});

test('the language chosen in the app is the sign-in page’s, and signs in from there', async ({ page }) => {
  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
  // The session ends elsewhere: the next visit to /login gets the standalone sign-in page, in Spanish.
  await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Usuario').fill('demo-admin');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
});
