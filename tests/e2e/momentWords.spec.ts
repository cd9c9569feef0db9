// The messages customers receive, edited on the E-mail Templates screen: an admin changes the Spanish words
// of the card-expiring message with a variable from the list, a wrong variable is refused on its field, the words
// are saved and then put back. Screenshots of the screen and of the dialog at 375 and 1280 px, both themes.
import { expect, type Page, test } from '@playwright/test';
import type { MomentWordsRecord } from '../../common/schemas/momentWords';
import { apiGet, SHOT_THEMES, SHOT_WIDTHS, themedScreenshots, openAs } from './helpers';

const openCardExpiring = async (page: Page) => {
  await page.getByRole('button', { name: 'Edit Card expiring' }).click();
  return page.getByRole('dialog', { name: 'Edit “Card expiring”' });
};

test('an admin edits the Spanish words of the card-expiring message, is told of a wrong variable, and restores them', async ({
  page,
  request,
}) => {
  await openAs(page, 'demo-admin', '/email-templates');
  await expect(page.getByRole('heading', { name: 'Messages customers receive' })).toBeVisible({ timeout: 30_000 });

  let dialog = await openCardExpiring(page);
  await dialog.getByRole('tab', { name: 'Spanish' }).click();
  const body = dialog.getByRole('textbox', { name: 'Message', exact: true });
  await body.fill('Hola %{name}, su tarjeta vence pronto: %{amount}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('%{amount} is not a variable of this message: use only those listed.')).toBeVisible();

  await body.fill('Hola , su tarjeta termina en %{last4} y vence al final de %{expiry}. Actualícela aquí: %{link}');
  await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(5, 5));
  await dialog.getByRole('button', { name: 'Insert %{name}' }).click();
  await expect(body).toHaveValue('Hola %{name}, su tarjeta termina en %{last4} y vence al final de %{expiry}. Actualícela aquí: %{link}');
  await expect(dialog.getByText('Hola Dana, su tarjeta termina en 4242')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The message words were saved.')).toBeVisible();

  const saved = (await apiGet<MomentWordsRecord[]>(page, request, '/moment-words')).find((record) => record.moment === 'card-expiring')!;
  expect(saved.edited).toEqual({ en: [], es: ['body'] });
  expect(saved.words.es.body).toMatch(/^Hola %\{name\}, su tarjeta termina en/);
  const row = page.getByRole('listitem').filter({ hasText: 'Card expiring' });
  await expect(row.getByText('Edited')).toBeVisible();

  await themedScreenshots(page, 'moment-words', 'screen', '/email-templates', async (target) => {
    await expect(target.getByRole('heading', { name: 'Messages customers receive' })).toBeVisible({ timeout: 30_000 });
    await expect(target.getByText('Edited')).toBeVisible();
  });

  dialog = await openCardExpiring(page);
  await dialog.getByRole('button', { name: 'Restore the default words' }).click();
  await expect(page.getByText('The default words are back.')).toBeVisible();
  const restored = (await apiGet<MomentWordsRecord[]>(page, request, '/moment-words')).find((record) => record.moment === 'card-expiring')!;
  expect(restored.edited).toEqual({ en: [], es: [] });
  expect(restored.words).toEqual(restored.defaults);

  for (const theme of SHOT_THEMES)
    for (const width of SHOT_WIDTHS) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/email-templates');
      dialog = await openCardExpiring(page);
      await dialog.getByRole('tab', { name: 'Spanish' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/moment-words/dialog-${width}-${theme}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
});
