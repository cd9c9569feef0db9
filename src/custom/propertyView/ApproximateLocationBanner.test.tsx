import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { ApproximateLocationBanner } from './ApproximateLocationBanner';

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderBanner(locationApproximate: boolean, answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  renderInAdmin(
    <>
      <ApproximateLocationBanner property={{ _id: 'pr2', locationApproximate }} />
      <Notification />
    </>,
    { dataProvider },
  );
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('en');
});

describe('ApproximateLocationBanner', () => {
  it('shows nothing for a property at its address', () => {
    renderBanner(false, () => respond({}));
    expect(screen.queryByText('Approximate location')).not.toBeInTheDocument();
  });

  it('warns and locates the property again', async () => {
    const fetchMock = renderBanner(true, () => respond({ status: 200, data: { located: true } }));
    expect(screen.getByText('Approximate location')).toBeInTheDocument();
    expect(screen.getByText(/at its zip code's centre, not at its address/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Locate again' }));
    expect(await screen.findByText('Address found: the property is now at its address.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/v1/properties/pr2/locate');
    expect(init.method).toBe('POST');
  });

  it('says when the address was not found', async () => {
    renderBanner(true, () => respond({ status: 200, data: { located: false } }));
    await userEvent.click(screen.getByRole('button', { name: 'Locate again' }));
    expect(await screen.findByText(/did not find this address/)).toBeInTheDocument();
  });

  it('reports the server refusing when geocoding is off', async () => {
    renderBanner(true, () => respond({ status: 409, message: 'server.data_import.geocoder_off' }, 409));
    await userEvent.click(screen.getByRole('button', { name: 'Locate again' }));
    expect(await screen.findByText(/Locating addresses is not turned on/)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18nProvider.changeLocale('es');
    renderBanner(true, () => respond({}));
    await waitFor(() => expect(screen.getByText('Ubicación aproximada')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Localizar de nuevo' })).toBeInTheDocument();
  });
});
