import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vendorMethods } from '../../dataProvider/vendorMethods';
import { VendorZipcodesTab } from './VendorZipcodesTab';
import { AdminTestContext } from '../../testing/AdminTestContext';

vi.mock('../../ui/maps/ZipcodeMapSelector', () => ({ ZipcodeMapSelector: () => null }));

const dataProvider = { getList: async () => ({ data: [], total: 0 }), ...vendorMethods } as unknown as DataProvider;

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderTab(saveReply: Response) {
  const zipcodes = [
    { zipcode: '75201', weekDay: 2, crewId: null, crewName: null },
    { zipcode: '78702', weekDay: 1, crewId: null, crewName: null },
  ];
  const conflicts = [{ zipcode: '78702', weekDay: 1, vendorId: 'v2', vendorName: 'Austin Lawn Pros' }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? saveReply : respond({ status: 200, data: { zipcodes, outsideMarket: ['75201'], conflicts } }),
    ),
  );
  render(
    <AdminTestContext path="/" dataProvider={dataProvider}>
      <RecordContextProvider value={{ id: 'v1', _id: 'v1', companyName: 'Hill Country Mowing' }}>
        <VendorZipcodesTab />
      </RecordContextProvider>
    </AdminTestContext>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('VendorZipcodesTab', () => {
  it('shows staff the zip codes outside the market and the vendors serving the same day', async () => {
    renderTab(respond({}));
    expect(await screen.findByText('Outside this vendor’s market')).toBeInTheDocument();
    expect(screen.getByText('Also served on this day by Austin Lawn Pros')).toBeInTheDocument();
    expect(screen.getByText(/^One zip code is also served on the same day by another vendor/)).toBeInTheDocument();
  });

  it("shows a refused row's message beside its zip code", async () => {
    // The body as the server sends it: English text, and keys with their parameters for the browser.
    const key = 'validation.vendor.zip_code_taken';
    const params = { zipcode: '78702', day: 'validation.week_days.1' };
    const message = 'Zip code 78702 on Monday is already served by another vendor.';
    renderTab(
      respond(
        {
          status: 409,
          message,
          messageKey: key,
          params,
          errors: { zipcodes: key, 'zipcodes.1.zipcode': key },
          errorParams: { zipcodes: params, 'zipcodes.1.zipcode': params },
        },
        409,
      ),
    );
    await screen.findByText('Outside this vendor’s market');
    await userEvent.click(screen.getByRole('button', { name: 'Save zip codes' }));
    const rowMessage = await screen.findAllByText(message);
    expect(rowMessage.some((element) => element.closest('tr')?.textContent?.startsWith('78702'))).toBe(true);
  });
});
