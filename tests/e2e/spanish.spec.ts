import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

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
