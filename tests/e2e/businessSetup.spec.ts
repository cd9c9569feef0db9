// A business not yet set up: its admin signs in to the setup walk-through, which resumes where it stopped, asks about
// its own crews and leaves for the dashboard's next steps when finished; System Settings offers Start my business. The demo's own setup is put back after.
import { expect, test } from '@playwright/test';
import type { MaskedSettings } from '../../common/schemas/settingsRecord';
import { apiCall, apiToken, expectPath, signIn, themedScreenshots } from './helpers';

test('walks an admin of a business not yet set up through its setup at sign-in', async ({ page, request }) => {
  test.setTimeout(420_000);
  const token = await apiToken(request, 'demo-admin');
  const saved = await apiCall<MaskedSettings>(request, token, 'GET', '/settings');
  await apiCall(request, token, 'PUT', '/settings', { setup: { step: 'business' } });
  try {
    await signIn(page, 'demo-admin');
    await expectPath(page, '/business-setup');
    await expect(page.getByRole('heading', { name: 'Set up your business' })).toBeVisible();
    await themedScreenshots(page, 'business-setup', 'business', '/business-setup', async (shown) => {
      // The software's own name is never offered as the business's: the field starts empty until a name is saved.
      await expect(shown.getByLabel('Business name')).toHaveValue(saved.business.name === 'LawnDesk' ? '' : saved.business.name);
    });
    await page.getByLabel('Business name').fill(saved.business.name);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(saved.serviceCalendar.timeZone.replace(/_/g, ' '));

    // Left and opened again, it resumes at the step reached.
    await page.goto('/dashboard');
    await page.goto('/business-setup');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
    await themedScreenshots(page, 'business-setup', 'time-zone', '/business-setup', async (shown) => {
      await expect(shown.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page.getByRole('button', { name: 'Add market' })).toBeVisible();
    await expect(page.getByText('Austin', { exact: true })).toBeVisible();
    await themedScreenshots(page, 'business-setup', 'markets', '/business-setup', async (shown) => {
      await expect(shown.getByText('Dallas', { exact: true })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Continue' }).click();

    // Its own crews: asked in the business's name, never as a "vendor"; the demo answers no (its work is its vendors').
    const question = `Do your own crews do the work at ${saved.business.name}?`;
    await expect(page.getByText(question)).toBeVisible();
    await themedScreenshots(page, 'business-setup', 'crews', '/business-setup', async (shown) => {
      await shown.getByLabel('Yes, our own crews').check();
      await shown.getByLabel('Crew name').fill('North crew');
      await shown.getByLabel('Yard address').fill('4701 S Congress Ave, Austin, TX 78745');
      await expect(shown.getByText(`Your crews work as ${saved.business.name}, with no commission.`, { exact: false })).toBeVisible();
      await expect(shown.locator('.MuiCard-root').getByText(/vendor/i)).toHaveCount(0);
    });
    await page.getByLabel('No, only outside companies').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('button', { name: 'Add vendor' })).toBeVisible();
    await themedScreenshots(page, 'business-setup', 'vendors', '/business-setup', async (shown) => {
      await expect(shown.getByText('Austin Lawn Pros', { exact: true })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expectPath(page, '/dashboard');
    expect((await apiCall<MaskedSettings>(request, token, 'GET', '/settings')).setup).toEqual({ step: 'done' });
    // What is left, ticked from the demo's real state (its crews exist), each a link to its screen, until hidden.
    const nextSteps = page.getByRole('region', { name: 'Next steps' });
    await expect(nextSteps.getByRole('link', { name: /Import your customers/ })).toHaveAttribute(
      'href',
      '/system-settings/import-customers',
    );
    await expect(nextSteps.getByRole('link', { name: /Set up your crews/ }).getByRole('img', { name: 'Done' })).toBeVisible();
    await themedScreenshots(
      page,
      'business-setup',
      'next-steps',
      '/dashboard',
      async (shown) => {
        await expect(shown.getByRole('region', { name: 'Next steps' })).toBeVisible();
      },
      'Next steps',
    );
    await nextSteps.getByRole('button', { name: 'Hide these steps' }).click();
    await expect(nextSteps).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Work of the day per crew' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next steps' })).toBeHidden();

    await themedScreenshots(
      page,
      'business-setup',
      'business-contact',
      '/system-settings',
      async (shown) => {
        await expect(shown.getByRole('region', { name: 'Business contact' }).getByLabel('Business name')).toHaveValue(saved.business.name);
      },
      'Business contact',
    );

    await themedScreenshots(
      page,
      'business-setup',
      'start-my-business',
      '/system-settings',
      async (shown) => {
        await expect(shown.getByRole('button', { name: 'Clear everything and start my business' })).toBeDisabled();
      },
      'Start my business',
    );
  } finally {
    await apiCall(request, token, 'PUT', '/settings', {
      setup: saved.setup,
      business: saved.business,
      serviceCalendar: saved.serviceCalendar,
    });
  }
});
