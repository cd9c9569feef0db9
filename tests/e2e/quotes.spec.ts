// Issue 46: a lead becomes a scheduled customer through a quote approved on a phone, in Spanish, its deposit paid in
// the gateway's hosted fields after a declined card, a photo staff attached shown to the customer, and the one-time
// job's day on the lead's quote card; the office's Leads list and lead page, and the public quote page, at 375 and
// 1280 px in both themes.
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import sharp from 'sharp';
import { apiCall, apiToken, openAs, themedScreenshots } from './helpers';

interface Lead {
  _id: string;
}
interface Quote {
  _id: string;
  status: string;
  customerId: string | null;
  propertyId: string | null;
  totalWithTaxCents: number;
  lineTaxCents: number[];
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A picture of overgrown beds along a lawn, as a phone's camera would send it (a JPEG). */
const bedsPhoto = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
      <rect width="1200" height="900" fill="#7cb342"/>
      <rect y="520" width="1200" height="380" fill="#6d4c41"/>
      ${Array.from({ length: 40 }, (_, index) => `<circle cx="${(index * 97) % 1200}" cy="${560 + ((index * 53) % 300)}" r="${40 + ((index * 17) % 50)}" fill="${index % 3 ? '#33691e' : '#558b2f'}"/>`).join('')}
    </svg>`),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

async function attachPhoto(request: APIRequestContext, token: string, quoteId: string) {
  const response = await request.post(`/api/v1/quotes/${quoteId}/photos`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'beds.jpg', mimeType: 'image/jpeg', buffer: await bedsPhoto() } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The <img> is shown and its bytes decoded (an <img> whose address the server refused has no natural width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

test('a lead’s quote, sent and approved on a phone in Spanish, plans the new customer’s visits', async ({ page, request }) => {
  const csr = await apiToken(request, 'demo-csr');
  const [property] = await apiCall<{ zipcode: string; city: string }[]>(
    request,
    csr,
    'GET',
    `/properties?range=${encodeURIComponent('[0,0]')}`,
  );
  const suffix = Date.now().toString(36);
  const lead = await apiCall<Lead>(request, csr, 'POST', '/leads', {
    name: { first: 'Lucía', last: `Ramos ${suffix}` },
    email: `lucia.${suffix}@example.com`,
    mobile: '',
    address: '4410 Avenue B',
    city: property.city,
    zipcode: property.zipcode,
    lotSize: 7000,
    asked: 'Corte semanal y limpieza de jardineras',
    language: 'es',
  });
  const quote = await apiCall<Quote>(request, csr, 'POST', '/quotes', {
    leadId: lead._id,
    lines: [
      { type: 'mow', frequency: 1, priceCents: 4500 },
      { type: 'one-time', description: 'Limpieza de primavera', priceCents: 18000 },
      { type: 'bnb', frequency: 4, priceCents: 6000, optional: true },
    ],
    depositCents: 5000,
    expiresOn: inDays(14),
    notes: 'Pago al completar cada visita.',
  });
  const { link } = await apiCall<{ link: string }>(request, csr, 'POST', `/quotes/${quote._id}/send`, {});
  const path = new URL(link, 'http://localhost').pathname;

  await openAs(page, 'demo-csr', '/leads');
  await expect(page.getByText(`Lucía Ramos ${suffix}`)).toBeVisible();
  // Staff attach a photo of the beds from the quote card (a phone's camera gives the same file input a picture).
  await page.goto(`/leads/${lead._id}/show`);
  await page.getByTestId('quote-photo-input').setInputFiles({ name: 'jardineras.jpg', mimeType: 'image/jpeg', buffer: await bedsPhoto() });
  await expectLoaded(page.getByTestId('quote-card').getByRole('img', { name: 'Photo 1 of 1 of the work quoted' }));
  await themedScreenshots(page, 'quotes', 'leads', '/leads', async (shown) => {
    await expect(shown.getByText(`Lucía Ramos ${suffix}`)).toBeVisible();
  });
  await themedScreenshots(page, 'quotes', 'lead', `/leads/${lead._id}/show`, async (shown) => {
    await expectLoaded(shown.getByTestId('quote-card').getByRole('img', { name: 'Photo 1 of 1 of the work quoted' }));
  });

  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Su cotización' })).toBeVisible();
  await expect(page.getByTestId('quote-line')).toHaveCount(3);
  // The total with the place's sales tax, as the server answers it (the seed's rates decide it).
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  await expect(page.getByTestId('quote-total')).toHaveText(dollars(quote.totalWithTaxCents));
  await page.getByRole('checkbox').check();
  await expect(page.getByTestId('quote-total')).toHaveText(dollars(quote.totalWithTaxCents + 6000 + quote.lineTaxCents[2]));
  // The photo staff attached, under the link's token only; it opens larger.
  await expectLoaded(page.getByRole('img', { name: 'Foto 1 de 1 del trabajo cotizado' }));
  await page.screenshot({ path: 'test-results/quotes/public-375-es.png', fullPage: true });
  await page.getByRole('button', { name: 'Ver la foto 1 de 1 más grande' }).click();
  await expectLoaded(page.getByRole('dialog').getByRole('img', { name: 'Foto 1 de 1 del trabajo cotizado' }));
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: 'test-results/quotes/public-photo-375-es.png' });
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: /Aprobar/ }).click();
  await expect(page.getByText('Escriba su nombre completo para aprobar.')).toBeVisible();
  await page.getByLabel('Su nombre completo').fill(`Lucía Ramos ${suffix}`);
  const started = Date.now();
  await page.getByRole('button', { name: /Aprobar/ }).click();
  await expect(page.getByText('Esta cotización ya fue aprobada. ¡Gracias!')).toBeVisible();
  const approveToPlannedMs = Date.now() - started;
  await page.screenshot({ path: 'test-results/quotes/public-approved-375-es.png', fullPage: true });

  // The deposit, through the sandbox gateway's hosted fields on the phone: a declined card, then one that pays.
  const cardFields = page.frameLocator('main iframe');
  const payDeposit = async (cardNumber: string) => {
    await expect(cardFields.getByLabel('Número de tarjeta')).toBeVisible({ timeout: 15_000 });
    await cardFields.getByLabel('Número de tarjeta').fill(cardNumber);
    await cardFields.getByLabel('CVV').fill('123');
    await page.getByRole('combobox', { name: 'Mes de vencimiento' }).click();
    await page.getByRole('option', { name: '12', exact: true }).click();
    await page.getByRole('combobox', { name: 'Año de vencimiento' }).click();
    await page.getByRole('option', { name: String(new Date().getFullYear() + 2), exact: true }).click();
    await page.getByRole('button', { name: 'Pagar depósito $50.00' }).click();
  };
  await payDeposit('4000000000009995');
  await expect(page.getByRole('alert').filter({ hasText: 'Su tarjeta fue rechazada: Fondos insuficientes' })).toBeVisible();
  await payDeposit('4111111111111111');
  await expect(page.getByTestId('deposit-receipt')).toContainText('Depósito pagado: $50.00');
  await page.screenshot({ path: 'test-results/quotes/public-deposit-paid-375-es.png', fullPage: true });
  const paidQuote = await apiCall<{ depositPaid: { amountCents: number } | null }>(request, csr, 'GET', `/quotes/${quote._id}`);
  expect(paidQuote.depositPaid).toMatchObject({ amountCents: 5000 });

  const approved = await apiCall<Quote>(request, csr, 'GET', `/quotes/${quote._id}`);
  expect(approved).toMatchObject({ status: 'approved' });
  const workLogs = await apiCall<unknown[]>(
    request,
    csr,
    'GET',
    `/work-logs?${new URLSearchParams({ filter: JSON.stringify({ propertyId: approved.propertyId }), range: '[0,49]' })}`,
  );
  expect(workLogs.length).toBeGreaterThan(0);
  console.log(`approve to planned visits shown: ${approveToPlannedMs} ms; ${workLogs.length} visits planned`);

  // The lead's quote card says where the approval put the one-time job (the day and crew the quote kept).
  const [job] = (
    await apiCall<{ oneTimeJobs: { date: string | null; crewName: string | null }[] }>(request, csr, 'GET', `/quotes/${quote._id}`)
  ).oneTimeJobs;
  expect(job.date).not.toBeNull();
  await page.evaluate(() => localStorage.clear());
  await openAs(page, 'demo-csr', `/leads/${lead._id}/show`);
  const jobLine = page.getByTestId('quote-one-time-job');
  await expect(jobLine).toContainText(/One-time job planned for \w{3} \d{1,2}\/\d{1,2}/);
  // The demo vendor's crew serves the zip code: the job lands on its day, the line naming it.
  expect(job.crewName).toBeTruthy();
  await expect(jobLine).toContainText(`with ${job.crewName}.`);
  await page.screenshot({ path: 'test-results/quotes/lead-approved-375.png', fullPage: true });

  // An altered link says only that it is not valid.
  await page.goto(`${path.slice(0, -2)}xx`);
  await expect(page.getByRole('alert')).toBeVisible();
});

test('the public quote page at 375 and 1280 px, light and dark, in English', async ({ page, request }) => {
  const csr = await apiToken(request, 'demo-csr');
  const [property] = await apiCall<{ zipcode: string }[]>(request, csr, 'GET', `/properties?range=${encodeURIComponent('[0,0]')}`);
  const suffix = Date.now().toString(36);
  const lead = await apiCall<Lead>(request, csr, 'POST', '/leads', {
    name: { first: 'Grace', last: `Miller ${suffix}` },
    email: `grace.${suffix}@example.com`,
    address: '1207 Travis Heights Blvd',
    zipcode: property.zipcode,
  });
  const quote = await apiCall<Quote>(request, csr, 'POST', '/quotes', {
    leadId: lead._id,
    lines: [
      { type: 'mow', frequency: 2, priceCents: 5000 },
      { type: 'text', description: 'Core aeration in the fall', priceCents: 9000, optional: true },
    ],
    expiresOn: inDays(10),
  });
  await attachPhoto(request, csr, quote._id);
  await attachPhoto(request, csr, quote._id);
  const { link } = await apiCall<{ link: string }>(request, csr, 'POST', `/quotes/${quote._id}/send`, {});
  await page.goto('/api/v1/health');
  await themedScreenshots(page, 'quotes', 'public', new URL(link, 'http://localhost').pathname, async (shown) => {
    await expect(shown.getByTestId('quote-total')).toHaveText(`$${(quote.totalWithTaxCents / 100).toFixed(2)}`);
    await expectLoaded(shown.getByRole('img', { name: 'Photo 2 of 2 of the work quoted' }));
  });
  await page.getByRole('button', { name: 'Open photo 1 of 2 larger' }).click();
  await expectLoaded(page.getByRole('dialog').getByRole('img', { name: 'Photo 1 of 2 of the work quoted' }));
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: 'test-results/quotes/public-photo-1280-dark.png' });
});

test('the sign-up page shows the price on a phone, in Spanish, and the lead keeps the one chosen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const csr = await apiToken(request, 'demo-csr');
  const [property] = await apiCall<{ zipcode: string; city: string }[]>(
    request,
    csr,
    'GET',
    `/properties?range=${encodeURIComponent('[0,0]')}`,
  );
  const answer = await request.get(
    `/api/v1/public/price?zipcode=${property.zipcode}&lotSize=6400&city=${encodeURIComponent(property.city)}`,
  );
  const price = (await answer.json()).data as { served: boolean; options: { frequency: number; visitCents: number }[] };
  expect(price.served).toBe(true);
  const biweekly = price.options.find((option) => option.frequency === 2)!;
  const suffix = Date.now().toString(36);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/signup');
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.getByText('Ingrese su código postal y el tamaño del terreno para ver su precio.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Inés');
  await page.getByRole('textbox', { name: 'Apellido' }).fill(`Prado ${suffix}`);
  await page.getByRole('textbox', { name: /Correo/ }).fill(`ines.${suffix}@example.com`);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('512-555-0148');
  await page.getByRole('textbox', { name: 'Dirección' }).fill('44 Barton Springs Rd');
  await page.getByRole('textbox', { name: 'Ciudad' }).fill(property.city);
  await page.getByRole('textbox', { name: 'Código postal' }).fill(property.zipcode);
  await page.getByRole('spinbutton', { name: /Terreno/ }).fill('6400');
  const dollars = `$${(biweekly.visitCents / 100).toFixed(2)}`;
  await expect(page.getByRole('region', { name: 'Su precio' })).toContainText(`${dollars} por visita`);
  await page.getByRole('radio', { name: /Cada dos semanas/ }).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/quotes/signup-price-375-es.png', fullPage: true });
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('status')).toContainText('¡Gracias!');

  const [lead] = await apiCall<{ quotedFrequency: number; quotedPriceCents: number }[]>(
    request,
    csr,
    'GET',
    `/leads?filter=${encodeURIComponent(JSON.stringify({ q: `ines.${suffix}` }))}`,
  );
  expect(lead).toMatchObject({ quotedFrequency: 2, quotedPriceCents: biweekly.visitCents });
});
