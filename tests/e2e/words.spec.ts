// Messages a person understands and the spec's words: a form's errors in Spanish, the phrase picker, call-log codes
// with their meaning, at 375 and 1280 px; screenshots light and dark in test-results/words/.
import { expect, type Page, test } from '@playwright/test';
import { expectPath, signIn, openAs, SHOT_THEMES } from './helpers';

const WIDTHS = [375, 1280] as const;
type Theme = 'light' | 'dark';
// The theme changes only the screenshots: CI runs each flow at both widths in one theme (helpers.ts, SHOT_THEMES).
const THEMES = SHOT_THEMES as Theme[];

async function inSpanish(page: Page) {
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
}

/** The whole flow runs in the theme: switching it would reload the page and lose the form's state. */
async function open(page: Page, width: number, theme: Theme) {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/** A dialog is shot as the screen shows it: a full page would scroll the fixed app bar over it. */
const shoot = (page: Page, name: string, width: number, theme: Theme, fullPage = true) =>
  page.screenshot({ path: `test-results/words/${name}-${width}-${theme}.png`, fullPage });

for (const width of WIDTHS)
  for (const theme of THEMES) {
    test(`Add Customer says in Spanish what is wrong, never the browser's bubble or zod's English, at ${width} px, ${theme}`, async ({
      page,
    }) => {
      await open(page, width, theme);
      await signIn(page, 'demo-admin');
      await expectPath(page, '/dashboard');
      await inSpanish(page);
      await page.goto('/new-customer');
      await page.getByRole('textbox', { name: 'Correo' }).fill('no-es-un-correo');
      await page.getByRole('spinbutton', { name: /Terreno \(pies²\)/ }).fill('-5');
      await page.getByRole('button', { name: 'Guardar cliente' }).click();

      await expect(page.getByText('La dirección es obligatoria.')).toBeVisible();
      await expect(page.getByText('Se requiere un correo válido.')).toBeVisible();
      await expect(page.getByText('El terreno debe medir al menos 1 pie².')).toBeVisible();
      await expect(page.getByText(/Invalid input|is required\./)).toHaveCount(0);
      // The browser kept out of it: the form does not ask it to check anything.
      expect(
        await page
          .locator('form')
          .first()
          .evaluate((form: HTMLFormElement) => form.noValidate),
      ).toBe(true);
      await shoot(page, 'add-customer-errors-es', width, theme);
    });

    test(`a call log takes a phrase with one click and shows its code's meaning, at ${width} px, ${theme}`, async ({ page }) => {
      await open(page, width, theme);
      await openAs(page, 'demo-csr', '/customers');
      await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill('whitfield');
      // A table at 1280 px, a simple list at 375: the address is in both.
      await page
        .getByText(/1400 Barton Springs Rd/)
        .first()
        .click();
      await expect(page).toHaveURL(/\/customers\/view\/[0-9a-f-]{36}$/);
      await page.getByRole('tab', { name: 'Call logs' }).click();
      await page.getByRole('button', { name: 'Add call log' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add call log' });

      await dialog.getByRole('combobox', { name: 'Code' }).click();
      await page.getByRole('option', { name: 'C – Complaint', exact: true }).click();
      const phrases = dialog.getByRole('group', { name: 'Phrases: click one to insert it' });
      await phrases.getByRole('button', { name: 'Insert the phrase Call back' }).click();
      await expect(dialog.getByLabel('Call log')).toHaveValue('Customer asked for a call back about the price.');
      await dialog.getByRole('heading', { name: 'Add call log' }).hover();
      await shoot(page, 'call-log-phrases', width, theme, false);

      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Call log added.')).toBeVisible();
      await expect(page.getByText('C – Complaint').first()).toBeVisible();
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page.getByText('Code: — → C – Complaint').first()).toBeVisible();
      await shoot(page, 'property-history', width, theme);
    });
  }
