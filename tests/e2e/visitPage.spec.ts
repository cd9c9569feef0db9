// The visit page (docs/field.md "The visit page"): the demo crew completes a stop, the "visit done" message in the
// outbox links to /visit/{token}; on a 375 px phone the customer reads the visit, rates it with the keyboard on the
// star control, comments, sends, and is offered the business's review page; a reload shows the rating kept and no
// form. Screenshots in test-results/visit-page/ (both themes, 375 and 1280 px).
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { CrewDay } from '../../common/schemas/crewDay';
import type { SettingsValues } from '../../common/schemas/settings';
import { apiCall, apiToken, crewHasPendingStops, isWorkableStop, SHOT_THEMES, SHOT_WIDTHS } from './helpers';

test.use({ viewport: { width: 375, height: 800 } });
test.setTimeout(150_000);

const REVIEW_URL = 'https://g.page/r/lawndesk-demo/review';

/** Completes one of the demo crew's stops today; answers its id and its customer's first name. */
async function completeAStop(request: APIRequestContext) {
  const crew = await apiToken(request, 'demo-crew', 'crew');
  await crewHasPendingStops(request, 'demo-crew', 1);
  const { stops } = await apiCall<CrewDay>(request, crew, 'GET', '/crew/day');
  const stop = stops.find((row) => row.status === 'started') ?? stops.find(isWorkableStop)!;
  const position = { latitude: stop.latitude ?? undefined, longitude: stop.longitude ?? undefined };
  if (stop.status !== 'started') await apiCall(request, crew, 'PUT', `/work-logs/${stop._id}/status`, { action: 'start', ...position });
  await apiCall(request, crew, 'PUT', `/work-logs/${stop._id}/status`, { action: 'complete', ...position });
  return stop;
}

test('a customer reads the visit on a phone, rates it once with the keyboard and is offered the review page', async ({ page, request }) => {
  const admin = await apiToken(request, 'demo-admin');
  const settings = await apiCall<SettingsValues>(request, admin, 'GET', '/settings');
  // Quiet hours off meanwhile (a text in them waits for the morning, not in the outbox), and a review page set.
  await apiCall(request, admin, 'PUT', '/settings', {
    reviews: { ...settings.reviews, publicUrl: REVIEW_URL, offerEveryDays: 1 },
    textMessages: { ...settings.textMessages, authToken: '', quietStart: 0, quietEnd: 0 },
  });
  try {
    const stop = await completeAStop(request);
    // The "visit done" e-mail or text (held in the outbox: the demo sends nothing) carries the page's link.
    const filter = encodeURIComponent(JSON.stringify({ q: '/visit/' }));
    const link = async () => {
      const messages = await apiCall<{ text: string }[]>(request, admin, 'GET', `/outbox?filter=${filter}&range=[0,99]`);
      const found = messages.map((message) => /https?:\/\/\S+?(\/visit\/[A-Za-z0-9_-]{43})/.exec(message.text)?.[1]).filter(Boolean);
      return found;
    };
    let path = '';
    await expect
      .poll(
        async () => {
          // The newest of this stop's: the page names the stop's street address.
          for (const candidate of await link()) {
            const answer = await request.get(`/api/v1/public/visits/${candidate!.slice('/visit/'.length)}`);
            if (answer.ok() && ((await answer.json()) as { data: { address: string; rating: unknown } }).data.address === stop.address) {
              path = candidate!;
              return true;
            }
          }
          return false;
        },
        { timeout: 60_000, message: 'the visit done message with its link' },
      )
      .toBe(true);

    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Your visit' })).toBeVisible();
    await expect(
      page.getByText('Lawn service').or(page.getByText('Bush and bed')).or(page.getByText('Lawn treatment')).first(),
    ).toBeVisible();
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/visit-page/before-375-light.png', fullPage: true });

    // Sending without stars says what is missing.
    await page.getByRole('button', { name: 'Send my rating' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose from 1 to 5 stars.');

    // The stars are radio buttons with labels, chosen with the keyboard.
    const stars = page.getByRole('radiogroup').or(page.locator('fieldset')).first();
    await page.getByRole('radio', { name: '1 star', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(stars).toBeVisible();
    await page.getByLabel('Comment (optional)').fill('The back gate was left open.');
    await page.getByRole('button', { name: 'Send my rating' }).click();

    await expect(page.getByTestId('visit-rated')).toHaveText(/you rated this visit 3 stars/);
    const offer = page.getByTestId('review-offer');
    await expect(offer.getByRole('link', { name: 'Write a public review' })).toHaveAttribute('href', REVIEW_URL);
    await page.screenshot({ path: 'test-results/visit-page/rated-375-light.png', fullPage: true });

    // Rated once: a reload shows the rating, no form; a second rating through the API is refused.
    await page.reload();
    await expect(page.getByTestId('visit-rated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send my rating' })).toHaveCount(0);
    const again = await request.post(`/api/v1/public/visits/${path.slice('/visit/'.length)}/rating`, { data: { stars: 5 } });
    expect(again.status()).toBe(409);

    for (const theme of SHOT_THEMES) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const width of SHOT_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByTestId('visit-rated')).toBeVisible();
        await page.screenshot({ path: `test-results/visit-page/rated-${width}-${theme}.png`, fullPage: true });
      }
    }
  } finally {
    await apiCall(request, admin, 'PUT', '/settings', {
      reviews: settings.reviews,
      textMessages: { ...settings.textMessages, authToken: '' },
    });
  }
});
