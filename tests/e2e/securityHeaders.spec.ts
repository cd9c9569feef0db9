import { expect, test } from '@playwright/test';
import { expectPath, signIn } from './helpers';

test('the app runs under its Content-Security-Policy: sign-in, customers, a map and the profile report no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });

  const home = await page.goto('/login');
  const headers = home!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');

  await signIn(page, 'demo-admin');
  await expectPath(page, '/dashboard');
  await page.goto('/customers');
  await expect(page.getByText('1-10 of')).toBeVisible();

  await page.goto('/markets/create');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('path.zipcode-78745')).toBeVisible();
  await page.locator('.leaflet-container').screenshot({ path: 'test-results/csp-map.png' });

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expectPath(page, '/profile');
  await expect(page.getByLabel('Username')).toHaveValue('demo-admin');

  expect(violations).toEqual([]);
});
