import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { EnrolmentRecord, LawnInput, LawnRecord } from '../../../common/schemas/treatment';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { enrolment, PROGRAM_ID, program } from './programFixtures';
import { ProgramsTab } from './ProgramsTab';

const SITE = { _id: 'p1', address: '1400 Barton Springs Rd', latitude: 30.2617, longitude: -97.7614 };

function renderTab(
  rows: EnrolmentRecord[] = [],
  enrolProperty = vi.fn().mockResolvedValue(enrolment),
  {
    lawn = null,
    site = SITE,
  }: { lawn?: LawnRecord | null; site?: typeof SITE | { _id: string; address: string; latitude: null; longitude: null } } = {},
) {
  const dataProvider = {
    getPropertyPrograms: vi.fn().mockResolvedValue(rows),
    getPropertyLawn: vi.fn().mockResolvedValue(lawn),
    savePropertyLawn: vi.fn(async (_id: string, input: LawnInput) => ({
      propertyId: 'p1',
      sqFt: input.sqFt ?? 0,
      outline: input.outline ?? null,
      updatedAt: '2026-11-27T12:00:00.000Z',
    })),
    getList: vi.fn().mockResolvedValue({ data: [program], total: 1 }),
    getMany: vi.fn().mockResolvedValue({ data: [program] }),
    enrolProperty,
    endEnrolment: vi.fn().mockResolvedValue({ ...enrolment, endedAt: '2026-06-01T00:00:00.000Z' }),
  };
  renderInAdmin(<ProgramsTab property={site} />, { dataProvider: dataProvider as unknown as DataProvider, store: memoryStore() });
  return dataProvider;
}

async function fillEnrolDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Program/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Six-step lawn care' }));
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Lawn area/ }), '8000');
  return dialog;
}

describe('ProgramsTab', () => {
  it('lists each enrolment with its rounds, their day, price and status', async () => {
    renderTab([enrolment]);
    const card = await screen.findByRole('listitem', { name: 'Six-step lawn care 2026' });
    expect(within(card).getByText('6,200 sq ft · season price $110.00')).toBeInTheDocument();
    expect(within(card).getByText('3/4/2026')).toBeInTheDocument();
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Not planned')).toBeInTheDocument();
  });

  it('offers End enrolment only while a round is still pending, and ends it after confirming', async () => {
    const pending = { ...enrolment.rounds[1], workLogId: 'w2', date: '2026-12-04', status: 'pending' };
    const provider = renderTab([enrolment, { ...enrolment, _id: 'e2', season: 2027, rounds: [enrolment.rounds[0], pending] }]);
    const past = await screen.findByRole('listitem', { name: 'Six-step lawn care 2026' });
    expect(within(past).queryByRole('button', { name: 'End enrolment' })).not.toBeInTheDocument();
    const current = screen.getByRole('listitem', { name: 'Six-step lawn care 2027' });
    await userEvent.click(within(current).getByRole('button', { name: 'End enrolment' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End enrolment' }));
    await waitFor(() => expect(provider.endEnrolment).toHaveBeenCalledWith('p1', 'e2'));
  });

  it('offers a paper record for a round planned today or before, not for one still to come', async () => {
    const later = { ...enrolment.rounds[1], workLogId: 'w2', date: '2999-04-01', status: 'pending' };
    renderTab([{ ...enrolment, rounds: [enrolment.rounds[0], later] }]);
    const card = await screen.findByRole('listitem', { name: 'Six-step lawn care 2026' });
    const rows = within(card).getAllByRole('listitem');
    expect(within(rows[0]).getByRole('button', { name: 'Enter paper record' })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: 'Enter paper record' })).not.toBeInTheDocument();
  });

  it('marks a round whose window closed before the customer agreed as before the enrolment', async () => {
    const closed = { ...enrolment.rounds[1], index: 2, name: 'Winter weeds', windowEnd: '2026-01-15' };
    renderTab([{ ...enrolment, rounds: [...enrolment.rounds, closed] }]);
    const card = await screen.findByRole('listitem', { name: 'Six-step lawn care 2026' });
    const rows = within(card).getAllByRole('listitem');
    expect(within(rows[1]).getByText('Not planned')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Before enrolment')).toBeInTheDocument();
  });

  it('offers only the programs in its picker: no empty first option', async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Program/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Six-step lawn care']);
  });

  it('shows the season price for the lawn before enrolling, and sends the consent with it', async () => {
    const dataProvider = renderTab();
    const dialog = await fillEnrolDialog();
    // 8,000 sq ft falls in the first round's second band ($60) plus the second round's flat $50.
    expect(await within(dialog).findByText('Season price: $110.00')).toBeInTheDocument();
    expect(within(dialog).getByText('2 rounds still to come')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await within(dialog).findByText('Record the customer’s consent to the program.')).toBeInTheDocument();
    expect(dataProvider.enrolProperty).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /customer agreed/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /How they agreed/ }), 'By phone with Dana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(dataProvider.enrolProperty).toHaveBeenCalled());
    expect(dataProvider.enrolProperty).toHaveBeenCalledWith('p1', {
      programId: PROGRAM_ID,
      season: new Date().getFullYear(),
      lawnSqFt: 8000,
      consent: true,
      consentNote: 'By phone with Dana',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps what was typed and shows the server’s message beside the field when enrolling fails', async () => {
    const refused = new HttpError('validation.treatment.lawn_invalid', 400, { errors: { lawnSqFt: 'validation.treatment.lawn_invalid' } });
    renderTab([], vi.fn().mockRejectedValue(refused));
    const dialog = await fillEnrolDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /customer agreed/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await within(dialog).findByText('Enter the lawn’s area in whole sq ft (at least 100).')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: /Lawn area/ })).toHaveValue(8000);
  });

  it('shows the lawn on file and starts an enrolment from its area', async () => {
    renderTab([], undefined, {
      lawn: {
        propertyId: 'p1',
        sqFt: 5425,
        outline: [
          [30.26, -97.76],
          [30.2601, -97.76],
          [30.2601, -97.7601],
        ],
        updatedAt: '2026-11-20T15:00:00.000Z',
      },
    });
    const panel = await screen.findByRole('region', { name: 'Lawn' });
    expect(await within(panel).findByText('5,425 sq ft · measured on the map 11/20/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(within(await screen.findByRole('dialog')).getByRole('spinbutton', { name: /Lawn area/ })).toHaveValue(5425);
  });

  it('types the lawn’s area where the property has no map position', async () => {
    const provider = renderTab([], undefined, { site: { _id: 'p1', address: '9 Nowhere Ln', latitude: null, longitude: null } });
    const panel = await screen.findByRole('region', { name: 'Lawn' });
    expect(within(panel).getByText('No lawn area on file yet: measure it on the map or type it in.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Measure on the map' }));
    const dialog = await screen.findByRole('dialog', { name: 'The lawn at 9 Nowhere Ln' });
    expect(within(dialog).getByText('This property has no map position yet: type the lawn’s area.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the lawn’s area in whole sq ft (at least 100).')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Lawn area/ }), '6400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.savePropertyLawn).toHaveBeenCalledWith('p1', { outline: null, sqFt: 6400 }));
  });

  it('measures a drawn outline as it changes: Undo takes the last corner back, and a crossing outline is not saved', async () => {
    const square: [number, number][] = [
      [30.2617, -97.7614],
      [30.2617, -97.76112],
      [30.26187, -97.76112],
      [30.26187, -97.7614],
    ];
    const provider = renderTab([], undefined, {
      lawn: { propertyId: 'p1', sqFt: 1, outline: [square[0], square[2], square[1], square[3]], updatedAt: '2026-11-20T15:00:00.000Z' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('region', { name: 'Map of the lawn’s outline' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('The outline crosses itself: undo the last corners and go around the lawn in order.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(/The outline crosses itself/)).not.toHaveLength(0);
    expect(provider.savePropertyLawn).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo last corner' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Area: [\d,]+ sq ft · 3 corners$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.savePropertyLawn).toHaveBeenCalled());
    const [, sent] = provider.savePropertyLawn.mock.calls[0];
    expect(sent.outline).toEqual([square[0], square[2], square[1]]);
  });
});
