import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { saveFile } from '../../ui/saveFile';
import { APPLICATOR_ID, correction, original, PRODUCT_ID } from '../../testing/applicationFixtures';
import { ApplicationList } from './ApplicationList';

vi.mock('../../ui/saveFile', () => ({ saveFile: vi.fn() }));

const listed = [correction, { ...original, supersededById: correction.id }];
const choices: Record<string, object[]> = {
  applications: listed,
  applicators: [{ _id: APPLICATOR_ID, id: APPLICATOR_ID, name: 'Luis Ortega', licenceNo: 'TDA-0123456', expiresOn: '2033-01-31' }],
  products: [{ _id: PRODUCT_ID, id: PRODUCT_ID, name: 'Dimension 2EW', unit: 'fl oz' }],
  properties: [],
};

function renderList(path = '/applications', downloadApplicationsReport = vi.fn().mockResolvedValue(new Blob(['csv']))) {
  const getList = vi.fn(async (resource: string, _params: { filter: object }) => ({
    data: choices[resource] ?? [],
    total: (choices[resource] ?? []).length,
  }));
  const dataProvider = {
    getList,
    getMany: vi.fn(async (resource: string) => ({ data: choices[resource] ?? [] })),
    downloadApplicationsReport,
  } as unknown as DataProvider;
  renderInAdmin(
    <ResourceContextProvider value="applications">
      <ApplicationList />
      <Notification />
    </ResourceContextProvider>,
    { dataProvider, store: memoryStore(), path },
  );
  const applicationFilters = () =>
    getList.mock.calls.filter(([resource]) => resource === 'applications').map(([, params]) => params.filter);
  return { getList, applicationFilters, downloadApplicationsReport };
}

afterEach(() => vi.mocked(saveFile).mockClear());

describe('the application records list', () => {
  it('shows each record’s start, customer and address, product and EPA number, amount, area, applicator and marks', async () => {
    renderList();
    const rows = await screen.findAllByRole('row');
    const [, first, second] = rows;
    // The business's clock, with its zone's name when the test machine's clock reads otherwise.
    expect(within(first).getByText(/^10:10 AM/)).toBeInTheDocument();
    for (const text of ['5/6/2032', 'Dana Whitfield', '1402 Live Oak St, Austin, TX 78704', 'Dimension 2EW', '62719-542'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByText('3 fl oz')).toBeInTheDocument();
    expect(within(first).getByText('6,000 sq ft')).toBeInTheDocument();
    expect(within(first).getByText('Luis Ortega')).toBeInTheDocument();
    expect(within(first).getByText('Correction')).toBeInTheDocument();
    expect(within(second).getByText('3.5 fl oz')).toBeInTheDocument();
    expect(within(second).getByText('Corrected')).toBeInTheDocument();
    expect(within(second).queryByText('Correction')).not.toBeInTheDocument();
  });

  it('asks for the newest first and filters by period, applicator and product', async () => {
    const { getList, applicationFilters } = renderList();
    await screen.findAllByRole('row');
    expect(getList).toHaveBeenCalledWith('applications', expect.objectContaining({ sort: { field: 'startedAt', order: 'DESC' } }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2032-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2032-05-31' } });
    await waitFor(() => expect(applicationFilters()).toContainEqual({ from: '2032-05-01', to: '2032-05-31' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Applicator' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Applicator' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Luis Ortega' }));
    await waitFor(() => expect(applicationFilters()).toContainEqual({ from: '2032-05-01', to: '2032-05-31', applicatorId: APPLICATOR_ID }));

    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dimension 2EW' }));
    await waitFor(() =>
      expect(applicationFilters()).toContainEqual({
        from: '2032-05-01',
        to: '2032-05-31',
        applicatorId: APPLICATOR_ID,
        productId: PRODUCT_ID,
      }),
    );
  });

  it('downloads the inspector’s CSV of the chosen period through the data provider', async () => {
    const filter = encodeURIComponent(JSON.stringify({ from: '2032-05-01', to: '2032-05-31', applicatorId: APPLICATOR_ID }));
    const { downloadApplicationsReport } = renderList(`/applications?filter=${filter}`);
    await screen.findAllByRole('row');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    const cut = { from: '2032-05-01', to: '2032-05-31', applicatorId: APPLICATOR_ID };
    expect(downloadApplicationsReport).toHaveBeenCalledWith(cut, 'csv');
    expect(vi.mocked(saveFile).mock.calls[0][1]).toBe('applications-2032-05-01-2032-05-31.csv');
    expect(await screen.findByText('The inspector’s report was downloaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    expect(downloadApplicationsReport).toHaveBeenLastCalledWith(cut, 'pdf');
    expect(vi.mocked(saveFile).mock.calls[1][1]).toBe('applications-2032-05-01-2032-05-31.pdf');
  });

  it('says so when the download fails, and saves nothing', async () => {
    const download = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('', 403, {}))
      .mockRejectedValueOnce(new HttpError('server.reports.pdf_too_many', 400, {}));
    renderList('/applications', download);
    await screen.findAllByRole('row');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The report could not be downloaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('A PDF holds at most 5,000 application records: choose a shorter period, or download the CSV.'),
    ).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
