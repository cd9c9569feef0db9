import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { ProductCreate } from './ProductCreate';

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API answering the product's POST with `answer`, through the app's own data provider. */
function renderCreate(answer: () => Response, locale: 'en' | 'es' = 'en') {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  renderInAdmin(
    <>
      <ResourceContextProvider value="products">
        <ProductCreate />
      </ResourceContextProvider>
      <Notification />
    </>,
    { dataProvider: createDataProvider(), store: memoryStore({ locale }), path: '/products/create' },
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

async function fillProduct() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Brand name' }), 'Barricade 4FL');
  await userEvent.type(screen.getByRole('textbox', { name: 'EPA reg. no.' }), '100-1139');
  await userEvent.type(screen.getByRole('spinbutton', { name: /rate, least/ }), '0.37');
  await userEvent.type(screen.getByRole('spinbutton', { name: /rate, most/ }), '0.73');
}

describe('the product form', () => {
  it('shows the server’s message beside the EPA number and keeps what was typed', async () => {
    const fetchMock = renderCreate(() =>
      respond(
        {
          status: 400,
          message: 'Enter the EPA registration number as on the label.',
          messageKey: 'validation.treatment.epa_reg_no_invalid',
          errors: { epaRegNo: 'validation.treatment.epa_reg_no_invalid' },
        },
        400,
      ),
    );
    await fillProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/products');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Barricade 4FL',
      epaRegNo: '100-1139',
      unit: 'oz',
      rateMinPer1000: 0.37,
      rateMaxPer1000: 0.73,
      restrictedUse: false,
    });
    const epa = screen.getByRole('textbox', { name: 'EPA reg. no.' });
    await waitFor(() => expect(epa).toHaveAccessibleDescription(/company number-product number \(e\.g\. 100-1070/));
    expect(epa).toHaveAttribute('aria-invalid', 'true');
    expect(epa).toHaveValue('100-1139');
    expect(screen.getByRole('textbox', { name: 'Brand name' })).toHaveValue('Barricade 4FL');
  });

  it('says in Spanish what is wrong before sending a rate range upside down', async () => {
    const fetchMock = renderCreate(() => respond({}), 'es');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nombre comercial' }), 'Barricade 4FL');
    await userEvent.type(screen.getByRole('textbox', { name: 'N.º de registro EPA' }), '100-1139');
    await userEvent.type(screen.getByRole('spinbutton', { name: /mínima/ }), '2');
    await userEvent.type(screen.getByRole('spinbutton', { name: /máxima/ }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La dosis máxima debe ser al menos la mínima.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
