import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, memoryStore, Notification } from 'react-admin';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { enrolment, program } from './programFixtures';
import { ProgramsTab } from './ProgramsTab';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { APPLICATOR_ID, original, PRODUCT_ID } from '../../testing/applicationFixtures';

const WORK_LOG_ID = enrolment.rounds[0].workLogId;

/** The first round names a product of the catalog; the second round has no visit yet. */
const withProduct = {
  ...program,
  rounds: [{ ...program.rounds[0], products: [{ productId: PRODUCT_ID, ratePer1000: 1.5 }] }, program.rounds[1]],
};

function renderTab(
  recordApplication: Mock,
  locale: 'en' | 'es' = 'en',
  { lawnSqFt, postFlags = false }: { lawnSqFt?: number; postFlags?: boolean } = {},
) {
  const choices: Record<string, object[]> = {
    programs: [withProduct],
    applicators: [{ _id: APPLICATOR_ID, id: APPLICATOR_ID, name: 'Luis Ortega', licenceNo: 'TDA-0123456', expiresOn: '2033-01-31' }],
    products: [
      { _id: PRODUCT_ID, id: PRODUCT_ID, name: 'Dimension 2EW', unit: 'fl oz', rateMinPer1000: 0.5, rateMaxPer1000: 1 },
      { _id: 'pr2', id: 'pr2', name: 'Speedzone', unit: 'fl oz' },
    ],
  };
  const dataProvider = {
    getPropertyPrograms: vi.fn().mockResolvedValue([{ ...enrolment, postFlags }]),
    getPropertyLawn: vi
      .fn()
      .mockResolvedValue(lawnSqFt ? { propertyId: 'p1', sqFt: lawnSqFt, outline: null, updatedAt: '2026-03-01T15:00:00.000Z' } : null),
    getList: vi.fn(async (resource: string) => ({ data: choices[resource] ?? [], total: (choices[resource] ?? []).length })),
    getMany: vi.fn(async (resource: string) => ({ data: choices[resource] ?? [] })),
    getOne: vi.fn(async (resource: string, { id }: { id: string }) => ({
      data: (choices[resource] as { id: string }[]).find((row) => row.id === id),
    })),
    recordApplication,
  };
  renderInAdmin(
    <>
      <ProgramsTab property={{ _id: 'p1', address: '1400 Barton Springs Rd', latitude: null, longitude: null }} />
      <Notification />
    </>,
    { dataProvider: dataProvider as unknown as DataProvider, store: memoryStore({ locale }) },
  );
}

async function pick(dialog: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The record's other facts in English, the applicator Luis Ortega, then Save. */
async function fillAndSave(dialog: HTMLElement, facts: { pest: string; wind: string; from: string; temperature: string; time: string }) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Target pest' }), facts.pest);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Method or equipment/ }), 'Backpack sprayer');
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Wind speed (mph)' }), facts.wind);
  await pick(dialog, /^Wind direction/, facts.from);
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Temperature (°F)' }), facts.temperature);
  await userEvent.type(within(dialog).getByLabelText(/^Start time/), facts.time);
  await pick(dialog, /^Applicator/, 'Luis Ortega');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('entering a paper application record', () => {
  it('is offered only on a round with a visit, starts from the round and the lawn, and sends the applicator', async () => {
    const recordApplication = vi.fn().mockResolvedValue(original);
    renderTab(recordApplication);
    const card = await screen.findByRole('listitem', { name: 'Six-step lawn care 2026' });
    expect(within(card).getAllByRole('button', { name: 'Enter paper record' })).toHaveLength(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Enter paper record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter a paper application record' });

    expect(within(dialog).getByRole('spinbutton', { name: 'Area treated (sq ft)' })).toHaveValue(6200);
    expect(within(dialog).getByLabelText(/^Date of the application/)).toHaveValue('2026-03-04');
    // Texas does not ask for lawn flags unless System Settings lists it: the form does not ask.
    expect(within(dialog).queryByLabelText('Lawn flags posted')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveTextContent('Dimension 2EW'));
    expect(within(dialog).getByRole('combobox', { name: /^Unit/ })).toHaveTextContent('fl oz');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name the applicator of a paper record.')).toBeInTheDocument();
    expect(recordApplication).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Amount applied' }), '3.5');
    await fillAndSave(dialog, { pest: 'Crabgrass', wind: '6', from: 'SW', temperature: '61', time: '09:40' });

    await waitFor(() => expect(recordApplication).toHaveBeenCalled());
    expect(recordApplication.mock.calls[0][0]).toBe(WORK_LOG_ID);
    expect(recordApplication.mock.calls[0][1]).toEqual({
      productId: PRODUCT_ID,
      amount: 3.5,
      unit: 'fl oz',
      areaSqFt: 6200,
      targetPest: 'Crabgrass',
      siteTreated: 'Lawn (turf)',
      applicationMethod: 'Backpack sprayer',
      mixGallons: null,
      appliedByName: null,
      windMph: 6,
      windDirection: 'SW',
      temperatureF: 61,
      // 9:40 in Chicago on 4 March, before daylight saving time.
      startedAt: '2026-03-04T09:40:00-06:00',
      applicatorId: APPLICATOR_ID,
      overrideReason: null,
    });
    expect(await screen.findByText('Paper record saved: it is in Applications.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks a supervisor’s reason for a rate above the label, and notes one below it', async () => {
    const recordApplication = vi.fn().mockResolvedValue(original);
    renderTab(recordApplication);
    const card = await screen.findByRole('listitem', { name: 'Six-step lawn care 2026' });
    await userEvent.click(within(card).getByRole('button', { name: 'Enter paper record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter a paper application record' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveTextContent('Dimension 2EW'));
    expect(within(dialog).queryByRole('textbox', { name: /Reason to exceed/ })).not.toBeInTheDocument();

    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount applied' });
    await userEvent.type(amount, '2');
    expect(await within(dialog).findByText('Below the label: 0.3226 fl oz per 1,000 sq ft', { exact: false })).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    expect(
      await within(dialog).findByText(/^Above the label: 1.6129 fl oz per 1,000 sq ft, where the label’s most is 1\./),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason to exceed/ }), 'Heavy infestation, spot treated');
    await fillAndSave(dialog, { pest: 'Nutsedge', wind: '4', from: 'S', temperature: '70', time: '10:15' });
    await waitFor(() => expect(recordApplication).toHaveBeenCalled());
    expect(recordApplication.mock.calls[0][1]).toMatchObject({ amount: 10, overrideReason: 'Heavy infestation, spot treated' });
  });

  it('shows the server’s field message beside its field, in Spanish, and keeps the dialog open', async () => {
    const recordApplication = vi.fn().mockRejectedValue(
      new HttpError('validation.treatment.target_pest_required', 400, {
        message: 'validation.treatment.target_pest_required',
        errors: { targetPest: 'validation.treatment.target_pest_required', startedAt: 'validation.treatment.started_at_invalid' },
      }),
    );
    renderTab(recordApplication, 'es');
    const card = await screen.findByRole('listitem', { name: 'Six-step lawn care 2026' });
    await userEvent.click(within(card).getByRole('button', { name: 'Anotar registro en papel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anotar un registro de aplicación en papel' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Cantidad aplicada' }), '3.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Plaga objetivo' }), 'x');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Método o equipo/ }), 'Mochila');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Velocidad del viento (mph)' }), '6');
    await pick(dialog, /^Dirección del viento/, 'SO');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /^Temperatura/ }), '61');
    await userEvent.type(within(dialog).getByLabelText(/^Hora de inicio/), '09:40');
    await pick(dialog, /^Aplicador/, 'Luis Ortega');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(recordApplication).toHaveBeenCalled());
    const pest = within(dialog).getByRole('textbox', { name: 'Plaga objetivo' });
    await waitFor(() => expect(pest).toHaveAccessibleDescription('Escriba la plaga objetivo.'));
    expect(within(dialog).getByLabelText(/^Hora de inicio/)).toHaveAccessibleDescription('Escriba cuándo empezó la aplicación.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('starts from the lawn on file rather than the enrolment’s area', async () => {
    renderTab(vi.fn(), 'en', { lawnSqFt: 7450 });
    const card = await screen.findByRole('listitem', { name: 'Six-step lawn care 2026' });
    await userEvent.click(within(card).getByRole('button', { name: 'Enter paper record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter a paper application record' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Area treated (sq ft)' })).toHaveValue(7450);
  });

  it('asks whether the lawn flags were posted where the state requires them, and saves only once they were', async () => {
    const recordApplication = vi.fn().mockResolvedValue(original);
    renderTab(recordApplication, 'en', { postFlags: true });
    const card = await screen.findByRole('listitem', { name: 'Six-step lawn care 2026' });
    await userEvent.click(within(card).getByRole('button', { name: 'Enter paper record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter a paper application record' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveTextContent('Dimension 2EW'));
    const flags = within(dialog).getByLabelText('Lawn flags posted');
    expect(flags).not.toBeChecked();
    // Asked with the other fields on the first Save, not only once they are right.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the target pest.')).toBeInTheDocument();
    expect(within(dialog).getByText('This state asks for lawn flags: tick “Lawn flags posted” once they were posted.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Amount applied' }), '3.5');
    await fillAndSave(dialog, { pest: 'Crabgrass', wind: '6', from: 'SW', temperature: '61', time: '09:40' });
    expect(
      await within(dialog).findByText('This state asks for lawn flags: tick “Lawn flags posted” once they were posted.'),
    ).toBeInTheDocument();
    expect(recordApplication).not.toHaveBeenCalled();

    await userEvent.click(flags);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recordApplication).toHaveBeenCalled());
    expect(recordApplication.mock.calls[0][1]).toMatchObject({ areaSqFt: 6200, flagsPosted: true });
  });
});
