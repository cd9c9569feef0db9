import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

test('the crew answers a delay prompt and the csr sees the answer arrive without reloading', async ({ browser }) => {
  const staff = await (await browser.newContext()).newPage();
  const crew = await (await browser.newContext()).newPage();
  await signIn(staff, 'demo-csr');
  await expectPath(staff, '/dashboard');
  await signIn(crew, 'demo-crew', '/crew/login');
  await expectPath(crew, '/crew/dashboard');

  await staff.goto('/crew-team');
  await staff.getByRole('button', { name: 'Send a delay prompt to Austin North Crew' }).click();
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByText('Title is required.')).toBeVisible();
  await staff.getByLabel('Title').fill('Storm over Austin');
  await staff.getByLabel('Message').fill('Can you still finish the Barton Springs route today?');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByText('Sent to Austin North Crew.')).toBeVisible();

  const prompt = crew.getByRole('dialog', { name: 'Storm over Austin' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Can you still finish the Barton Springs route today?');
  await prompt.getByRole('button', { name: 'No' }).click();
  await expect(prompt).toBeHidden();

  // Toasts show one at a time: the answer's waits for "Sent to…" (10 s, spec section 9) to close.
  await expect(staff.getByText('Austin North Crew answered No: Storm over Austin: No')).toBeVisible({ timeout: 20_000 });
  await staff.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
  await expect(staff.getByRole('button', { name: 'Austin North Crew answered No' }).first()).toBeVisible();
});
