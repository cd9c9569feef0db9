import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, type Mock, vi } from 'vitest';
import type { ApplicationRecord } from '../../../common/schemas/treatment';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { APPLICATOR_ID, correction, CORRECTION_ID, original, ORIGINAL_ID, PRODUCT_ID } from '../../testing/applicationFixtures';
import { ApplicationShow } from './ApplicationShow';

const NEW_ID = '0192f1a0-7b1c-7c3d-8e4f-5a6b7c8d9e05';

function renderShow(
  id: string,
  records: ApplicationRecord[],
  {
    correctApplication = vi.fn(),
    locale = 'en',
  }: { correctApplication?: Mock<(...args: unknown[]) => unknown>; locale?: 'en' | 'es' } = {},
) {
  const byId = new Map(records.map((record) => [record.id, record]));
  const choices: Record<string, object[]> = {
    applicators: [{ _id: APPLICATOR_ID, id: APPLICATOR_ID, name: 'Luis Ortega', licenceNo: 'TDA-0123456', expiresOn: '2033-01-31' }],
    products: [{ _id: PRODUCT_ID, id: PRODUCT_ID, name: 'Dimension 2EW', unit: 'fl oz' }],
  };
  const dataProvider = {
    getOne: vi.fn(async (_resource: string, { id: wanted }: { id: string }) => ({ data: byId.get(wanted) })),
    getList: vi.fn(async (resource: string) => ({ data: choices[resource] ?? [], total: (choices[resource] ?? []).length })),
    getMany: vi.fn(async (resource: string) => ({ data: choices[resource] ?? [] })),
    correctApplication: vi.fn(async (...args: unknown[]) => {
      const made = (await correctApplication(...args)) as ApplicationRecord;
      byId.set(made.id, made);
      return made;
    }),
  } as unknown as DataProvider;
  renderInAdmin(
    <ResourceContextProvider value="applications">
      <Routes>
        <Route path="/applications/:id/show" element={<ApplicationShow />} />
      </Routes>
      <Notification />
    </ResourceContextProvider>,
    { dataProvider, store: memoryStore({ locale }), path: `/applications/${id}/show` },
  );
  return dataProvider as unknown as { correctApplication: Mock };
}

const fact = (section: HTMLElement, label: string) => within(section).getByText(label).nextElementSibling?.textContent;

async function openDialog(name = 'Correct') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('an application record’s page', () => {
  it('shows every field in the words of 4 TAC §7.33 and links the record correcting it', async () => {
    renderShow(ORIGINAL_ID, [{ ...original, supersededById: CORRECTION_ID }, correction]);
    const site = await screen.findByRole('region', { name: 'Where and for whom' });
    expect(fact(site, 'Name of the person for whom the application was made')).toBe('Dana Whitfield');
    expect(fact(site, 'Location of the land where the application was made')).toBe('1402 Live Oak St, Austin, TX 78704');
    expect(fact(site, 'Date of the application')).toBe('5/6/2032');
    expect(fact(site, 'Beginning time for the application')).toMatch(/^10:10 AM/);
    const product = screen.getByRole('region', { name: 'What was applied' });
    expect(fact(product, 'Product name')).toBe('Dimension 2EW');
    expect(fact(product, 'Product EPA registration number')).toBe('62719-542');
    expect(fact(product, 'Total product applied')).toBe('3.5 fl oz');
    expect(fact(product, 'Rate of product per unit (per 1,000 sq ft)')).toBe('0.583 fl oz per 1,000 sq ft');
    expect(fact(product, 'Total area treated')).toBe('6,000 sq ft');
    expect(fact(product, 'Name of the pest for which the product was used')).toBe('Crabgrass (pre-emergent)');
    const conditions = screen.getByRole('region', { name: 'Conditions' });
    expect(fact(conditions, 'Wind velocity')).toBe('6 mph');
    expect(fact(conditions, 'Wind direction')).toBe('SW');
    expect(fact(conditions, 'Air temperature')).toBe('61 °F');
    expect(fact(conditions, 'Source of the wind and temperature')).toMatch(
      /^National Weather Service, station KAUS, observed 5\/6\/2032 10:02 AM.*; Wind direction typed by the applicator$/,
    );
    const applicator = screen.getByRole('region', { name: 'Who applied it' });
    expect(fact(applicator, 'Name of the applicator responsible for the application')).toBe('Luis Ortega');
    expect(fact(applicator, 'Department pesticide license number of the applicator')).toBe('TDA-0123456');
    expect(fact(applicator, 'Warnings when recorded')).toBe('The wind was above the label’s limit.');

    const link = await screen.findByRole('link', { name: /^The record of 5\/6\/2032 10:10 AM.* corrects this one\.$/ });
    expect(link).toHaveAttribute('href', `/applications/${CORRECTION_ID}/show`);
    expect(screen.getByRole('button', { name: 'Correct' })).toBeDisabled();
  });

  it('says whether lawn flags were posted where the state asked, and nothing where it did not', async () => {
    renderShow(ORIGINAL_ID, [{ ...original, flagsPosted: true }]);
    const product = await screen.findByRole('region', { name: 'What was applied' });
    expect(fact(product, 'Lawn flags posted')).toBe('Yes');
    cleanup();
    renderShow(ORIGINAL_ID, [{ ...original, flagsPosted: null }]);
    expect(await screen.findByRole('region', { name: 'What was applied' })).toBeInTheDocument();
    expect(screen.queryByText('Lawn flags posted')).not.toBeInTheDocument();
  });

  it('names the record a correction corrects, who made it and why', async () => {
    renderShow(CORRECTION_ID, [{ ...original, supersededById: CORRECTION_ID }, correction]);
    const link = await screen.findByRole('link', { name: /^This record corrects the record of 5\/6\/2032/ });
    expect(link).toHaveAttribute('href', `/applications/${ORIGINAL_ID}/show`);
    expect(screen.getByText('Corrected by Avery Admin')).toBeInTheDocument();
    expect(screen.getByText('Reason for the correction: Misread the gauge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct' })).toBeEnabled();
  });
});

describe('correcting a record', () => {
  it('starts from the record, needs a reason, sends the correction and then shows the new record', async () => {
    const made: ApplicationRecord = {
      ...correction,
      _id: NEW_ID,
      id: NEW_ID,
      amount: 3,
      startedAt: '2032-05-06T14:40:00.000Z',
      correctionReason: 'Misread the gauge',
    };
    const correctApplication = vi.fn().mockResolvedValue(made);
    const { correctApplication: sent } = renderShow(ORIGINAL_ID, [original], { correctApplication });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('spinbutton', { name: 'Amount applied' })).toHaveValue(3.5);
    expect(within(dialog).getByRole('textbox', { name: 'Target pest' })).toHaveValue('Crabgrass (pre-emergent)');
    expect(within(dialog).getByLabelText(/^Start time/)).toHaveValue('10:10');
    expect(within(dialog).getByLabelText(/^Date of the application/)).toHaveValue('2032-05-06');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount applied' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    const time = within(dialog).getByLabelText(/^Start time/);
    await userEvent.clear(time);
    await userEvent.type(time, '09:40');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for the correction' }), 'Misread the gauge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct' }));

    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0]).toBe(ORIGINAL_ID);
    expect(sent.mock.calls[0][1]).toEqual({
      productId: PRODUCT_ID,
      amount: 3,
      unit: 'fl oz',
      areaSqFt: 6000,
      mixGallons: null,
      appliedByName: null,
      targetPest: 'Crabgrass (pre-emergent)',
      siteTreated: 'Lawn (turf)',
      applicationMethod: 'Backpack sprayer',
      windMph: 6,
      windDirection: 'SW',
      temperatureF: 61,
      startedAt: '2032-05-06T09:40:00-05:00',
      applicatorId: APPLICATOR_ID,
      overrideReason: null,
      reason: 'Misread the gauge',
    });
    expect(await screen.findByText('Correction recorded. The original record stays as it was.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: /^This record corrects the record of/ })).toHaveAttribute(
      'href',
      `/applications/${ORIGINAL_ID}/show`,
    );
    expect(fact(screen.getByRole('region', { name: 'What was applied' }), 'Total product applied')).toBe('3 fl oz');
  });

  it('shows the server’s field message beside its field, in Spanish', async () => {
    const correctApplication = vi.fn().mockRejectedValue(
      new HttpError('validation.treatment.target_pest_required', 400, {
        message: 'validation.treatment.target_pest_required',
        errors: { targetPest: 'validation.treatment.target_pest_required', startedAt: 'validation.treatment.started_at_invalid' },
      }),
    );
    const { correctApplication: sent } = renderShow(ORIGINAL_ID, [original], { correctApplication, locale: 'es' });
    // The rule's words in Spanish, the figures as the app writes them in either language (US numbers).
    const product = await screen.findByRole('region', { name: 'Qué se aplicó' });
    expect(fact(product, 'Cantidad total de producto aplicada')).toBe('3.5 fl oz');
    expect(fact(product, 'Área total tratada')).toBe('6,000 pies²');
    const dialog = await openDialog('Corregir');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo de la corrección' }), 'Plaga mal escrita');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Corregir' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    const pest = within(dialog).getByRole('textbox', { name: 'Plaga objetivo' });
    await waitFor(() => expect(pest).toHaveAccessibleDescription('Escriba la plaga objetivo.'));
    expect(within(dialog).getByLabelText(/^Hora de inicio/)).toHaveAccessibleDescription('Escriba cuándo empezó la aplicación.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says where the weather came from: typed, or not kept on an older record (in Spanish)', async () => {
    const typed = { ...original, weatherSource: { source: 'typed', station: null, observedAt: null, typed: [] } } as ApplicationRecord;
    renderShow(ORIGINAL_ID, [typed]);
    const conditions = await screen.findByRole('region', { name: 'Conditions' });
    expect(fact(conditions, 'Source of the wind and temperature')).toBe('Typed by the applicator');
    cleanup();
    renderShow(ORIGINAL_ID, [{ ...original, weatherSource: null }], { locale: 'es' });
    const spanish = await screen.findByRole('region', { name: 'Condiciones' });
    expect(fact(spanish, 'Origen del viento y la temperatura')).toBe('No consta (registrado antes de guardarse el origen)');
  });
});
