import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { LocateApproximateButton } from './LocateApproximateButton';

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderButton(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  renderInAdmin(
    <>
      <LocateApproximateButton importId="im1" />
      <Notification />
    </>,
    { dataProvider },
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('LocateApproximateButton', () => {
  it("sends the import's approximate addresses to the geocoder and says how many", async () => {
    const fetchMock = renderButton(respond({ status: 200, data: { approximate: 3 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Locate approximate addresses' }));
    expect(await screen.findByText('3 approximate addresses sent to the geocoder')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/v1/geocoding');
    expect(JSON.parse(String(init.body))).toEqual({ importId: 'im1' });
  });

  it('says when none is left', async () => {
    renderButton(respond({ status: 200, data: { approximate: 0 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Locate approximate addresses' }));
    expect(await screen.findByText('No approximate addresses left.')).toBeInTheDocument();
  });

  it('reports geocoding turned off', async () => {
    renderButton(respond({ status: 409, message: 'server.data_import.geocoder_off' }, 409));
    await userEvent.click(screen.getByRole('button', { name: 'Locate approximate addresses' }));
    expect(await screen.findByText(/Locating addresses is not turned on/)).toBeInTheDocument();
  });
});
