// The quote editor's expected time on site (docs/quotes.md "Expected time on site"): an admin sees the minutes, the
// labour and the margin follow the price as it is typed; a csr sees the minutes alone. Screenshots at 375 and 1280
// px, light and dark, in test-results/quote-expected/.
import { expect, type Page, test } from '@playwright/test';
import { apiCall, apiToken, openAs, themedScreenshots } from './helpers';

const ADMIN_LINE = /^Expected about \d+ min on site · labour about \$[\d,]+\.\d\d · margin -?\d+%$/;

async function typePrice(page: Page, dollars: string) {
  await page.getByRole('button', { name: 'New quote' }).click();
  await page.getByRole('button', { name: 'Lawn Service' }).click();
  await page.getByLabel('Price ($)').fill(dollars);
}

test('the quote editor shows the expected minutes, and to an admin the labour and the margin of the price typed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'demo-admin');
  const [property] = await apiCall<{ zipcode: string; city: string }[]>(
    request,
    token,
    'GET',
    `/properties?range=${encodeURIComponent('[0,0]')}`,
  );
  const suffix = Date.now().toString(36);
  const lead = await apiCall<{ _id: string }>(request, token, 'POST', '/leads', {
    name: { first: 'Owen', last: `Estimate ${suffix}` },
    email: `owen.${suffix}@example.com`,
    mobile: '',
    address: '812 Oak Hollow',
    city: property!.city,
    zipcode: property!.zipcode,
    lotSize: 9500,
    asked: 'Weekly mowing',
    language: 'en',
  });

  await openAs(page, 'demo-admin', `/leads/${lead._id}/show`);
  await typePrice(page, '45');
  const expected = page.getByTestId('quote-line-expected');
  await expect(expected).toHaveText(ADMIN_LINE);
  // The margin follows each keystroke: a price of $5 leaves less than $45 does.
  const marginOf = async () => Number(/margin (-?\d+)%/.exec((await expected.textContent()) ?? '')![1]);
  const at45 = await marginOf();
  await page.getByLabel('Price ($)').fill('5');
  await expect.poll(marginOf).toBeLessThan(at45);
  await themedScreenshots(page, 'quote-expected', 'editor-admin', `/leads/${lead._id}/show`, async (shown) => {
    await typePrice(shown, '45');
    await expect(shown.getByTestId('quote-line-expected')).toHaveText(ADMIN_LINE);
  });

  await openAs(page, 'demo-csr', `/leads/${lead._id}/show`);
  await typePrice(page, '45');
  await expect(page.getByTestId('quote-line-expected')).toHaveText(/^Expected about \d+ min on site$/);
  await page.screenshot({ path: 'test-results/quote-expected/editor-csr-1280-light.png', fullPage: true });
});
