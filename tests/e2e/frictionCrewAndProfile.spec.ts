// The crew's delay prompt can wait; the profile image takes the same file again and asks before
// deleting (friction 6).
import { expect, test } from '@playwright/test';
import { expectPath, signIn, toSpanish } from './helpers';
import { frictionShots as shots, SHOTS } from './frictionShots';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const slow = expect.configure({ timeout: 30_000 });
test.setTimeout(SHOTS ? 600_000 : 240_000);

test('the crew puts the delay prompt aside and answers it later from the notifications', async ({ browser }) => {
  const staff = await (await browser.newContext()).newPage();
  const crew = await (await browser.newContext()).newPage();
  await signIn(staff, 'demo-csr');
  await expectPath(staff, '/dashboard');
  await signIn(crew, 'demo-crew', '/crew/login');
  await expectPath(crew, '/crew/dashboard');

  await staff.goto('/crew-team');
  await staff.getByRole('button', { name: 'Send a delay prompt to Austin North Crew' }).click();
  await staff.getByLabel('Title').fill('Hail near Zilker');
  await staff.getByLabel('Message').fill('Can you still finish today?');
  await staff.getByRole('button', { name: 'Send' }).click();

  const prompt = crew.getByRole('dialog', { name: 'Hail near Zilker' });
  await slow(prompt).toBeVisible();
  await crew.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(crew.getByText('The question waits in your notifications.')).toBeVisible();
  // The day is usable while the question waits, and stays so after a reload.
  await crew.reload();
  await slow(crew.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(prompt).toBeHidden();
  await shots(crew, 'crew-prompt-aside', () => slow(crew.getByRole('button', { name: /^Notifications/ })).toBeVisible());

  await toSpanish(crew);
  await crew.getByRole('button', { name: /^Notificaciones/ }).click();
  await crew
    .getByRole('button', { name: /Hail near Zilker/ })
    .first()
    .click();
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Responder más tarde' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Responder más tarde' }).click();
  await expect(prompt).toBeHidden();
  await expect(crew.getByText('La pregunta le espera en sus notificaciones.')).toBeVisible();
  await crew.getByRole('button', { name: /^Notificaciones/ }).click();
  await crew
    .getByRole('button', { name: /Hail near Zilker/ })
    .first()
    .click();
  // An answer that does not reach the office says so, and the question stays to be answered again.
  const answer = '**/api/v1/vendor/*/crews/delayServiceNotificationResponse';
  await crew.route(answer, (route) => route.fulfill({ status: 500, json: {} }));
  await prompt.getByRole('button', { name: 'Sí' }).click();
  await expect(crew.getByText('No se pudo actualizar la respuesta.')).toBeVisible();
  await expect(prompt).toBeVisible();
  await crew.unroute(answer);
  await prompt.getByRole('button', { name: 'Sí' }).click();
  await expect(prompt).toBeHidden();
  await slow(staff.getByText(/Austin North Crew answered Yes/)).toBeVisible();
});

test('the profile image takes the same file after Cancel and is deleted only once confirmed, in Spanish', async ({ page }) => {
  await signIn(page, 'demo-vendor');
  // Signed in once the vendor's own page opens: going on before that leaves the sign-in page to answer /profile.
  await expect(page).toHaveURL(/\/vendors\/[^/]+\/show$/, { timeout: 30_000 });
  await page.goto('/profile');
  await slow(page.getByRole('button', { name: 'Choose image' })).toBeVisible();
  await toSpanish(page);
  const choose = page.getByLabel('Elegir imagen');
  const file = { name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG };
  await choose.setInputFiles(file);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await choose.setInputFiles(file);
  await page.getByRole('button', { name: 'Subir' }).click();
  await expect(page.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute('src', /\/uploads\/profile\/.+\.png$/);

  await page.getByRole('button', { name: 'Eliminar imagen' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar su imagen de perfil?' });
  await expect(confirm).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-delete-confirm-es-1280-light.png` });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute('src', /\.png$/);
  await page.getByRole('button', { name: 'Eliminar imagen' }).click();
  await confirm.getByRole('button', { name: 'Eliminar imagen' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Eliminar imagen' })).toBeHidden();
  await shots(page, 'profile-es', () => slow(page.getByRole('button', { name: 'Elegir imagen' })).toBeVisible());
});
