// The sign-in and recovery panes speak English or Spanish before anyone signs in, and look as the system does on a first
// visit.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectPath } from './helpers';

const SHOTS = process.env.FRICTION_SHOTS;

/** The sign-in page at 375 and 1280 px in both themes, into FRICTION_SHOTS when set (looked at by hand, not committed). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.removeItem('theme'));
}

test.describe('a browser that prefers Spanish, in a dark system theme', () => {
  test.use({ locale: 'es-MX', colorScheme: 'dark' });

  test('opens the sign-in page in Spanish and dark, and English chosen there carries into the app', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // MUI's dark background, not the light theme's #f4f7f2.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');

    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.getByLabel('Username').fill('demo-admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });
});

test.describe('a browser that prefers English, in a light system theme', () => {
  test.use({ locale: 'en-US', colorScheme: 'light' });

  test('offers Español on the sign-in and recovery panes, remembered for the next visit and the app', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(244, 247, 242)');
    await shots(page, 'signin-en');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Recover your password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email or Phone Number' }).fill('someone@example.com');

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Recupere su contraseña' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Correo o teléfono' })).toHaveValue('someone@example.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'Volver al inicio de sesión' }).click();
    await shots(page, 'signin-es');
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Recupere su contraseña' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recovery-es-1280-light.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recovery-es-375-light.png` });

    // A theme picked in the app wins over the system's on the next visit.
    await page.goto('/crew/login');
    await expect(page.getByRole('heading', { name: 'Inicio de sesión de cuadrilla' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/crew-signin-es-375-dark.png` });

    await page.goto('/login');
    await page.getByLabel('Usuario').fill('demo-admin');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
