// A 401 signs out and loads the sign-in page afresh with the spec's message; a signed-out crew bookmark leads
// to the crew sign-in and back; a screen whose own code fails shows the generic message. English and Spanish.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectPath } from './helpers';

const WORDS = {
  English: {
    loggedOut: 'You are not allowed or logged out from the system. Please Login',
    dashboard: 'Dashboard',
    reports: 'Reports',
    crewHeading: 'Crew Sign In',
    username: 'Username',
    password: 'Password',
    crewSignIn: 'Sign in as Crew',
    signIn: 'Sign in',
    unexpected: 'An unexpected error occurred. Please try again later.',
  },
  Español: {
    loggedOut: 'No tiene permiso o cerró sesión en el sistema. Inicie sesión',
    dashboard: 'Inicio',
    reports: 'Informes',
    crewHeading: 'Inicio de sesión de cuadrilla',
    username: 'Usuario',
    password: 'Contraseña',
    crewSignIn: 'Iniciar sesión como cuadrilla',
    signIn: 'Iniciar sesión',
    unexpected: 'Se produjo un error inesperado. Inténtelo de nuevo más tarde.',
  },
};

/** A loaded machine may take long to start the app after signing in (the other specs allow as much). */
const FIRST_LOAD = { timeout: 90_000 };

test.describe.configure({ timeout: 180_000 });

/** The language react-admin keeps, read by the app and the standalone sign-in page alike. */
const speak = (page: Page, language: string) =>
  page.addInitScript(
    (locale) => localStorage.setItem('RaStoreLawnDesk.locale', JSON.stringify(locale)),
    language === 'Español' ? 'es' : 'en',
  );

async function signIn(page: Page, words: (typeof WORDS)['English'], username: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel(words.username).fill(username);
  await page.getByLabel(words.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: path === '/login' ? words.signIn : words.crewSignIn, exact: true }).click();
}

for (const [language, words] of Object.entries(WORDS)) {
  test(`a session ended on the server signs out at the next call and loads the sign-in page afresh, in ${language}`, async ({ page }) => {
    await speak(page, language);
    await signIn(page, words, 'demo-csr');
    await expectPath(page, '/dashboard');
    await page.goto('/markets');
    await expect(page.getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const revoked = await page.request.post('/api/v1/users/login/logout', { headers: { authorization: `Bearer ${token}` }, data: {} });
    expect(revoked.ok()).toBe(true);
    // Marks this page load: a reload forgets it.
    await page.evaluate(() => Object.assign(window, { staleState: true }));

    await page.getByRole('menuitem', { name: words.dashboard }).click();
    await expectPath(page, '/login');
    await expect(page.getByRole('alert')).toHaveText(words.loggedOut);
    expect(await page.evaluate(() => 'staleState' in window)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test(`a signed-out crew opening a crew bookmark signs in as crew and comes back to it, in ${language}`, async ({ page }) => {
    await speak(page, language);
    await page.goto('/crew/map-crew');
    await expectPath(page, '/crew/login');
    await expect(page.getByRole('heading', { name: words.crewHeading })).toBeVisible();
    await page.getByLabel(words.username).fill('demo-crew');
    await page.getByLabel(words.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: words.crewSignIn, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/crew/map-crew', FIRST_LOAD);
  });

  test(`a screen whose own code fails shows the generic message, not the error's text, in ${language}`, async ({ page }) => {
    await speak(page, language);
    await signIn(page, words, 'demo-admin');
    await expectPath(page, '/dashboard');
    // The catalogue's chunk cannot load: a failure of the page, not an answer of the API.
    await page.route(/\/assets\/ReportCatalogue-[^/]+\.js$/, (route) => route.abort());
    await expect(page.getByRole('menuitem', { name: words.reports, exact: true })).toBeVisible(FIRST_LOAD);
    await page.goto('/reports');
    await expect(page.getByRole('alert')).toContainText(words.unexpected);
    await expect(page.getByText(/dynamically imported module|Failed to fetch/)).toHaveCount(0);
  });
}
