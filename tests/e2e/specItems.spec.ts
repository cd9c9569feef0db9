// Spec items an audit could not trigger by using the demo: the empty notification list, a failed
// notification load, a customer's property without an active service, the e-mail uniqueness check on blur, and the
// messages and loaders when a save or a sign-in fails. Failures are made by answering the page's own call with an error.
import { expect, type Page, test } from '@playwright/test';
import { apiCall, apiToken, expectPath, signIn, toSpanish, openAs } from './helpers';
import { frictionShots as shots } from './frictionShots';

const slow = expect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

const bell = (page: Page, name: RegExp) => page.getByRole('button', { name });

test('the notification list says when it is empty, and a failed load empties it, in English and Spanish', async ({ page }) => {
  await signIn(page, 'demo-newvendor');
  await slow(bell(page, /^Notifications/)).toBeVisible();
  await bell(page, /^Notifications/).click();
  await expect(page.getByText('No new notifications !')).toBeVisible();
  await page.keyboard.press('Escape');

  // The demo customer has a notification; when the list cannot be read it is emptied rather than left stale.
  const customer = await page.context().browser()!.newPage();
  await signIn(customer, 'demo-customer');
  await expectPath(customer, '/customers/dashboard');
  await bell(customer, /^Notifications/).click();
  await expect(customer.getByText('Your next mow is scheduled').first()).toBeVisible();
  await customer.keyboard.press('Escape');
  await customer.route('**/api/v1/notifications/**', (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'Internal Server Error' } }),
  );
  const reread = customer.waitForResponse((response) => response.url().includes('/api/v1/notifications/') && response.status() === 500);
  await customer.getByRole('button', { name: 'Refresh' }).click();
  await reread;
  await bell(customer, /^Notifications/).click();
  await expect(customer.getByText('No new notifications !')).toBeVisible();
  await expect(customer.getByText('Your next mow is scheduled')).toHaveCount(0);
  await customer.close();

  await toSpanish(page);
  await bell(page, /^Notificaciones/).click();
  await expect(page.getByText('¡No hay notificaciones nuevas!')).toBeVisible();
});

test('a customer property without an active service asks the customer to contact the team, who can ask to activate it', async ({
  page,
  request,
}) => {
  const staff = await apiToken(request, 'demo-admin');
  await signIn(page, 'demo-customer');
  await expectPath(page, '/customers/dashboard');
  const card = page.getByRole('article', { name: '1400 Barton Springs Rd' });
  await slow(card).toBeVisible();
  const propertyId = await page.evaluate(async () => {
    const reply = await fetch('/api/v1/customer/dashboard', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    const body = (await reply.json()) as { data: { properties: { _id: string; address: string }[] } };
    return body.data.properties.find((property) => property.address === '1400 Barton Springs Rd')!._id;
  });
  const { status } = await apiCall<{ status: string }>(request, staff, 'GET', `/customers/properties/${propertyId}`);
  await apiCall(request, staff, 'PUT', `/customers/properties/${propertyId}`, {
    status: 'past',
    pastCustomerType: 'past',
    statusReason: 'Moved away for the winter',
  });
  try {
    await page.reload();
    await slow(card.getByText('This property has no active service. Contact our team to activate it.')).toBeVisible();
    await shots(page, 'portal-inactive-property', () => slow(card.getByRole('button', { name: 'Ask to activate' })).toBeVisible());
    await toSpanish(page);
    await card.getByRole('button', { name: 'Solicitar activación' }).click();
    await slow(card.getByText(/^Activación solicitada el \d{1,2}\/\d{1,2}\/\d{4}\. Nuestro equipo/)).toBeVisible();
  } finally {
    await apiCall(request, staff, 'PUT', `/customers/properties/${propertyId}`, { status });
  }
});

test('staff hear on blur that an e-mail is taken, and a failed profile save says so and frees the button', async ({ page }) => {
  await openAs(page, 'demo-csr', '/new-customer');
  const email = page.getByRole('textbox', { name: 'Email' }).first();
  await slow(email).toBeVisible();
  await email.fill('customer@lawndesk.test');
  await email.blur();
  await expect(page.getByText('Email address already exists. Please try a different email.')).toBeVisible();

  await page.goto('/profile');
  const save = page.getByRole('button', { name: 'Save' });
  await slow(save).toBeVisible();
  await page.route('**/api/v1/user/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
  );
  await page.getByRole('textbox', { name: 'First Name' }).fill('Casey');
  await save.click();
  await expect(page.getByText('Failed to update user profile.')).toBeVisible();
  await expect(save).toBeEnabled();

  await toSpanish(page);
  await page.getByRole('textbox', { name: 'Nombre' }).first().fill('Casey');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('No se pudo actualizar el perfil del usuario.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeEnabled();
});

test('a refused sign-in clears the loader and the button can be used again, in Spanish too', async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in' });
  await page.getByLabel('Username').fill('demo-csr');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await button.click();
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: /password|Invalid|incorrect/i })
      .first(),
  ).toBeVisible();
  await expect(button).toBeEnabled();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
