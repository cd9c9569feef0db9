// No card number anywhere, as the office sees it: a form holding one is refused beside the field, in the
// user's language; System Settings says how long an import's uploaded cells are kept.
import { expect, test } from '@playwright/test';
import { apiCall, apiToken, openAs, themedScreenshots, toSpanish } from './helpers';

const CREATE = '/system-settings/crew-announcement/create';

async function announceCard(page: import('@playwright/test').Page) {
  await page.getByRole('textbox', { name: /Title|Título/ }).fill('Payments');
  await page.getByRole('textbox', { name: /Message|Mensaje/ }).fill('Mrs. Peña pays with 4111 1111 1111 1111');
  await page.getByLabel(/Active from|Activo desde/).fill('2026-06-01');
  await page.getByLabel(/Active to|Activo hasta/).fill('2026-06-30');
}

test('a card number typed into a form is refused beside its field, in English and Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'demo-admin', CREATE);
  await announceCard(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('LawnDesk never keeps a card number: take it out of this field.').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${CREATE}$`));

  await themedScreenshots(page, 'card-numbers', 'refused', CREATE, async (target) => {
    await announceCard(target);
    await target.getByRole('button', { name: 'Save' }).click();
    await expect(target.getByText('LawnDesk never keeps a card number: take it out of this field.').first()).toBeVisible();
  });

  await toSpanish(page);
  await page.goto(CREATE);
  await announceCard(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('LawnDesk nunca guarda un número de tarjeta: quítelo de este campo.').first()).toBeVisible();
});

test('System Settings keeps uploaded import files the days it is told', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A retry starts from the default too, not from the 14 days a failed first try saved.
  await apiCall(request, await apiToken(request, 'demo-admin'), 'PUT', '/settings', { imports: { keepDays: 30 } });
  await openAs(page, 'demo-admin', '/system-settings');
  const imports = page.getByRole('region', { name: 'Imports' });
  // System Settings reads every section's settings before it shows: the first look waits as long as a page load may.
  await expect(imports.getByRole('spinbutton', { name: 'Keep uploaded files (days)' })).toHaveValue('30', { timeout: 30_000 });
  await imports.getByRole('spinbutton', { name: 'Keep uploaded files (days)' }).fill('400');
  await imports.getByRole('button', { name: 'Save' }).click();
  await expect(imports.getByText('Keep uploaded import files from 1 to 365 days.')).toBeVisible();
  await imports.getByRole('spinbutton', { name: 'Keep uploaded files (days)' }).fill('14');
  await imports.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Imports' }).getByRole('spinbutton')).toHaveValue('14', { timeout: 30_000 });
  await themedScreenshots(
    page,
    'card-numbers',
    'import-keeping',
    '/system-settings',
    async (target) => {
      await expect(target.getByRole('region', { name: 'Imports' }).getByRole('spinbutton')).toHaveValue('14');
    },
    'Imports',
  );
});
