// Empty lists say what they hold and how to add the first record, in English and Spanish. The
// API answers an empty page for the sampled lists, whatever the other specs created.
import { expect, type Page, test } from '@playwright/test';
import { toSpanish, openAs } from './helpers';
import { frictionShots as shots, SHOTS } from './frictionShots';

/** Each list screen loads its own chunks: slow on a machine others share. */
const slow = expect.configure({ timeout: 30_000 });

async function answerEmpty(page: Page, resource: string) {
  await page.route(new RegExp(`/api/v1/${resource}(\\?|$)`), (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: [], headers: { 'Content-Range': `${resource} 0-0/0`, 'Access-Control-Expose-Headers': 'Content-Range' } })
      : route.continue(),
  );
}

test.setTimeout(SHOTS ? 600_000 : 240_000);

test('an empty list says what it holds and offers the first record, in English and Spanish', async ({ page }) => {
  for (const resource of ['markets', 'locked-customers', 'outbox', 'properties']) await answerEmpty(page, resource);
  await openAs(page, 'demo-admin', '/markets');
  await slow(page.getByText('No markets yet')).toBeVisible();
  await expect(page.getByText('Add the first market with Create.')).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/markets\/create$/);

  await page.goto('/locked-customers');
  await slow(page.getByText('No locked customers')).toBeVisible();
  await expect(page.getByText(/Locked-customers/i)).toHaveCount(0);
  await page.getByRole('status').getByRole('button', { name: 'Lock a customer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // A list no one adds to by hand says where its records come from, and offers no button.
  await page.goto('/outbox');
  await slow(page.getByText('The outbox is empty')).toBeVisible();
  await expect(page.getByRole('status').getByRole('link')).toHaveCount(0);
  await expect(page.getByText('No Outbox yet.')).toHaveCount(0);
  await shots(page, 'empty-outbox', () => slow(page.getByText('The outbox is empty')).toBeVisible());

  await toSpanish(page);
  await expect(page.getByText('La bandeja de salida está vacía')).toBeVisible();
  await page.goto('/customers');
  await slow(page.getByText('Aún no hay clientes')).toBeVisible();
  await expect(page.getByRole('status').getByRole('link', { name: 'Añadir propiedad' })).toHaveAttribute('href', '/new-customer');
  await shots(page, 'empty-customers-es', () => slow(page.getByText('Aún no hay clientes')).toBeVisible());
  await page.goto('/locked-customers');
  await slow(page.getByText('No hay clientes bloqueados')).toBeVisible();
  await expect(page.getByRole('status').getByRole('button', { name: 'Bloquear un cliente' })).toBeVisible();
  await shots(page, 'empty-locked-es', () => slow(page.getByText('No hay clientes bloqueados')).toBeVisible());
});
