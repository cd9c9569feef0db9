import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewDay, CrewDayStop } from '../../../common/schemas/crewDay';
import type { CrewRoundProduct, CrewTreatments, WeatherReading } from '../../../common/schemas/treatment';
import { dataProvider } from '../../dataProvider';
import { AdminTestContext } from '../../testing/AdminTestContext';
import { CREW_HOME, crewDayOf, crewStopOf, jsonResponse, signInCrewMember } from '../../testing/crewDay';
import { CrewDashboard } from './CrewDashboard';

const STARTED_AT = '2026-11-23T15:10:00.000Z';

const stopOf = (id: string) =>
  crewStopOf({
    _id: id,
    status: 'started',
    serviceType: 'treatment',
    timeCapHours: null,
    startedAt: STARTED_AT,
    address: '12 Pecan Ln',
    gateName: null,
    gateCode: null,
    backyardLockCode: null,
    petsAndSecurity: null,
  });
const dayOf = (stop: CrewDayStop): CrewDay => crewDayOf([stop], { announcements: [] });

const productOf = (values: Partial<CrewRoundProduct> = {}): CrewRoundProduct => ({
  productId: PRODUCT_ID,
  name: 'Barricade 4FL',
  kind: 'pesticide',
  epaRegNo: '100-1139',
  unit: 'fl oz',
  ratePer1000: 0.5,
  rateMinPer1000: 0.37,
  rateMaxPer1000: 0.74,
  windLimitMph: 10,
  restrictedUse: false,
  reentryHours: 4,
  ...values,
});

/** Observed at 10:42 in Texas. */
const READING: WeatherReading = {
  windMph: 14,
  windDirection: 'SSW',
  temperatureF: 63,
  observedAt: '2026-11-23T16:42:00.000Z',
  source: 'nws',
  station: 'KAUS',
};

const PRODUCT_ID = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const LICENSED = { name: 'Carlos Ruiz', licenceNo: 'TDA-0748213', expiresOn: '2027-09-01' };

const json = jsonResponse;

/** A server with one started treatment stop; `recordAnswer` answers the application's POST. */
function serve(
  stopId: string,
  {
    products = [productOf()],
    applicator = LICENSED,
    recordAnswer = () => json({ status: 201, data: {} }, 201),
    treatmentsRead,
    weather = null,
    weatherRead,
    postFlags = false,
  } = {} as {
    products?: CrewRoundProduct[];
    applicator?: CrewTreatments['applicator'];
    recordAnswer?: () => Response;
    /** Holds the round's products back until it resolves. */
    treatmentsRead?: Promise<void>;
    /** The weather at the stop: a reading, none, or a failing source. */
    weather?: WeatherReading | null | 'fail';
    /** Holds the weather back until it resolves. */
    weatherRead?: Promise<void>;
    /** The property's state asks for lawn markers. */
    postFlags?: boolean;
  },
) {
  const treatments: CrewTreatments = {
    applicator,
    stops: [
      {
        workLogId: stopId,
        roundName: 'Pre-emergent',
        applicationMethod: 'Backpack sprayer',
        lawnSqFt: 5400,
        products,
        recordedProductIds: [],
        postFlags,
      },
    ],
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/crew/day/treatments')) {
      await treatmentsRead;
      return json({ status: 200, data: treatments });
    }
    if (url.endsWith(`/crew/stops/${stopId}/weather`)) {
      await weatherRead;
      return weather === 'fail' ? json({ status: 500, message: 'x' }, 500) : json({ status: 200, data: { reading: weather } });
    }
    if (url.includes('/crew/day')) return json({ status: 200, data: dayOf(stopOf(stopId)) });
    if (url.endsWith('/applications') && init?.method === 'POST') return recordAnswer();
    if (url.includes('delayServiceConfig'))
      return json({ status: 200, data: { display: false, type: null, notificationId: null, title: '', description: '', expire: null } });
    return json({ status: 200, data: init?.method ? {} : null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof serve>, ending: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(ending) && init?.method && init.method !== 'GET');

const renderDashboard = (locale = 'en') =>
  render(
    <AdminTestContext path="/crew/dashboard" dataProvider={{ ...dataProvider }} store={memoryStore({ locale })}>
      <CrewDashboard />
    </AdminTestContext>,
  );

async function openForm(name = 'Complete') {
  const [card] = await screen.findAllByTestId('crew-stop');
  // The round's products arrive with the day: Complete waits for them, then opens the form.
  const button = within(card).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  expect(within(card).getByTestId('lawn-flag')).toHaveTextContent(/4 h/);
  await userEvent.click(button);
  return screen.findByRole('dialog');
}

async function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

async function chooseDirection(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

let users = 0;

describe('the application record of a treatment stop', () => {
  beforeEach(() => {
    signInCrewMember(`app-u${++users}`);
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: CREW_HOME } as GeolocationPosition) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('is asked for on Complete, prefilled from the round and the lawn, and sends exactly that record before the complete', async () => {
    const fetchMock = serve('t1');
    renderDashboard();
    // A state that asks for no lawn markers: the card says the re-entry only, and the form does not ask.
    expect(await screen.findByTestId('lawn-flag')).toHaveTextContent(/^Keep people and pets off for 4 h\.$/);
    const dialog = await openForm();
    expect(within(dialog).queryByLabelText('Lawn flags posted')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Applicator: Carlos Ruiz · licence TDA-0748213')).toBeInTheDocument();
    const product = within(dialog).getByRole('group', { name: 'Barricade 4FL' });
    expect(within(product).getByText('Label: 0.37–0.74 fl oz per 1,000 sq ft · wind up to 10 mph')).toBeInTheDocument();
    expect(within(product).getByLabelText('Amount applied')).toHaveValue('2.7');
    expect(within(product).getByText('Rate: 0.5 fl oz per 1,000 sq ft')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Area treated (sq ft)')).toHaveValue('5400');
    const startInput = within(dialog).getByLabelText('Start time') as HTMLInputElement;
    expect(new Date(startInput.value).toISOString()).toBe(STARTED_AT);

    // The method starts from the round's; the target pest is asked of each product.
    expect(within(product).getByLabelText('Method or equipment')).toHaveValue('Backpack sprayer');
    await fill(product, { 'Target pest': 'Crabgrass' });
    await fill(dialog, { 'Total mix (gallons)': '2', 'Wind (mph)': '6', 'Temperature (°F)': '61' });
    await chooseDirection(dialog, 'Wind from', 'Southwest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record and complete' }));

    await waitFor(() => expect(sent(fetchMock, '/work-logs/t1/status')).toHaveLength(1));
    const [[, init]] = sent(fetchMock, '/work-logs/t1/applications');
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: PRODUCT_ID,
      amount: 2.7,
      unit: 'fl oz',
      areaSqFt: 5400,
      targetPest: 'Crabgrass',
      applicationMethod: 'Backpack sprayer',
      mixGallons: 2,
      appliedByName: '',
      windMph: 6,
      windDirection: 'SW',
      temperatureF: 61,
      startedAt: STARTED_AT,
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(sent(fetchMock, '/work-logs/t1/status')[0][1]?.body))).toMatchObject({ action: 'complete' });
    // The record went first: the complete is the later call.
    const order = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /\/(applications|status)$/.test(url));
    expect(order.map((url) => url.split('/').pop())).toEqual(['applications', 'status']);
  });

  it('says "Post lawn flags" where the state asks for them, and completes only once the crew ticks them posted', async () => {
    const fetchMock = serve('f1', { postFlags: true });
    renderDashboard();
    expect(await screen.findByTestId('lawn-flag')).toHaveTextContent(
      'Post lawn flags before you complete: this state asks for them. Keep people and pets off for 4 h.',
    );
    const dialog = await openForm();
    await fill(dialog, { 'Target pest': 'Crabgrass', 'Wind (mph)': '6', 'Temperature (°F)': '61' });
    await chooseDirection(dialog, 'Wind from', 'Southwest');
    const submit = within(dialog).getByRole('button', { name: 'Record and complete' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Post the lawn flags and tick the box before you complete.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Lawn flags posted'));
    await userEvent.click(submit);
    await waitFor(() => expect(sent(fetchMock, '/work-logs/f1/status')).toHaveLength(1));
    expect(JSON.parse(String(sent(fetchMock, '/work-logs/f1/applications')[0][1]?.body))).toMatchObject({ flagsPosted: true });
  });

  it('says "Post lawn flags" in Spanish', async () => {
    serve('f2', { postFlags: true });
    renderDashboard('es');
    expect(await screen.findByTestId('lawn-flag')).toHaveTextContent(
      'Coloque las banderas en el césped antes de completar: este estado lo pide. Mantenga a personas y mascotas fuera durante 4 h.',
    );
  });

  it('keeps Complete off until the round’s products are read, so a tap never completes a treatment without its record', async () => {
    let release = () => {};
    serve('t6', { treatmentsRead: new Promise<void>((resolve) => (release = resolve)) });
    renderDashboard();
    const [card] = await screen.findAllByTestId('crew-stop');
    const complete = within(card).getByRole('button', { name: 'Complete' });
    expect(complete).toBeDisabled();
    release();
    await waitFor(() => expect(complete).toBeEnabled());
    await userEvent.click(complete);
    expect(await screen.findByRole('dialog', { name: 'Application record' })).toBeInTheDocument();
  });

  it('warns of a rate off the label and a wind above its limit, and blocks a rate above the label', async () => {
    const fetchMock = serve('t2');
    renderDashboard();
    const dialog = await openForm();
    await fill(dialog, { 'Target pest': 'Crabgrass', 'Wind (mph)': '14', 'Temperature (°F)': '61' });
    await chooseDirection(dialog, 'Wind from', 'North');
    expect(
      within(dialog).getByText('The wind is above the Barricade 4FL label’s limit of 10 mph: spraying now risks drift.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Complete anyway' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Record and complete' })).not.toBeInTheDocument();

    await fill(dialog, { 'Amount applied': '1' });
    expect(within(dialog).getByText('Below the label: 0.1852 fl oz per 1,000 sq ft, where the label’s least is 0.37.')).toBeInTheDocument();

    await fill(dialog, { 'Amount applied': '5', 'Wind (mph)': '4' });
    expect(within(dialog).getByText(/^Above the label: 0.9259 fl oz per 1,000 sq ft/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record and complete' })).toBeDisabled();
    expect(sent(fetchMock, '/work-logs/t2/applications')).toEqual([]);
  });

  it('blocks a restricted-use product without a licence, and checks the fields before anything is sent', async () => {
    const fetchMock = serve('t3', {
      products: [productOf({ restrictedUse: true, name: 'Talstar P' })],
      applicator: { name: 'Carlos Ruiz', licenceNo: null, expiresOn: null },
    });
    renderDashboard();
    const dialog = await openForm();
    expect(within(dialog).getByText('Applicator: Carlos Ruiz · no licence on file')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Talstar P is a restricted-use product: you need an applicator licence on file to apply it. Ask the office.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record and complete' })).toBeDisabled();
    expect(sent(fetchMock, '/work-logs/t3/applications')).toEqual([]);
  });

  it('shows the server’s 400 message beside its field and completes nothing', async () => {
    const fetchMock = serve('t4', {
      recordAnswer: () =>
        json(
          {
            status: 400,
            message: 'Target pest: Enter the target pest.',
            messageKey: 'validation.treatment.target_pest_required',
            errors: { targetPest: 'validation.treatment.target_pest_required' },
          },
          400,
        ),
    });
    renderDashboard();
    const dialog = await openForm();
    await fill(dialog, { 'Target pest': 'Crabgrass', 'Wind (mph)': '6', 'Temperature (°F)': '61' });
    await chooseDirection(dialog, 'Wind from', 'Calm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record and complete' }));
    const field = within(dialog).getByLabelText('Target pest');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter the target pest.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock, '/work-logs/t4/applications')).toHaveLength(1);
    expect(sent(fetchMock, '/work-logs/t4/status')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks Spanish: the form, its checks and the server’s field message', async () => {
    serve('t5', {
      recordAnswer: () => json({ status: 400, message: 'x', errors: { temperatureF: 'validation.treatment.temperature_invalid' } }, 400),
    });
    renderDashboard('es');
    expect(await screen.findByTestId('lawn-flag')).toHaveTextContent('Mantenga a personas y mascotas fuera durante 4 h.');
    const dialog = await openForm('Completar');
    expect(within(dialog).getByRole('heading', { name: 'Registro de aplicación' })).toBeInTheDocument();
    // Checked before sending, in the same words as the server's.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar y completar' }));
    expect(within(dialog).getByLabelText('Plaga objetivo')).toHaveAccessibleDescription('Escriba la plaga objetivo.');
    await fill(dialog, { 'Plaga objetivo': 'Maleza', 'Viento (mph)': '12', 'Temperatura (°F)': '61' });
    await chooseDirection(dialog, 'Viento del', 'Sur');
    expect(
      within(dialog).getByText('El viento supera el límite de 10 mph de la etiqueta de Barricade 4FL: aplicar ahora arriesga la deriva.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Completar de todos modos' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Temperatura (°F)')).toHaveAccessibleDescription('Escriba la temperatura en °F.'),
    );
  });

  it('starts the wind and temperature from the weather at the stop, says where from, and still warns of a wind above the label', async () => {
    const fetchMock = serve('w1', { weather: READING });
    renderDashboard();
    const dialog = await openForm();
    await waitFor(() => expect(within(dialog).getByLabelText('Wind (mph)')).toHaveValue('14'));
    expect(within(dialog).getByLabelText('Temperature (°F)')).toHaveValue('63');
    expect(within(dialog).getByRole('combobox', { name: 'Wind from' })).toHaveTextContent('South-southwest');
    expect(within(dialog).getByTestId('weather-source')).toHaveTextContent(
      /^From the National Weather Service, 10:42 AM( CST)?: 14 mph south-southwest, 63 °F$/,
    );
    expect(
      within(dialog).getByText('The wind is above the Barricade 4FL label’s limit of 10 mph: spraying now risks drift.'),
    ).toBeInTheDocument();
    // The prefill is only a start: the crew's own values are what is recorded.
    await fill(dialog, { 'Target pest': 'Crabgrass', 'Wind (mph)': '8' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record and complete' }));
    await waitFor(() => expect(sent(fetchMock, '/work-logs/w1/applications')).toHaveLength(1));
    expect(JSON.parse(String(sent(fetchMock, '/work-logs/w1/applications')[0][1]?.body))).toMatchObject({
      windMph: 8,
      windDirection: 'SSW',
      temperatureF: 63,
      // The reading it started from, for the server to say which values were kept (here the direction and temperature).
      weatherReading: { ...READING },
    });
  });

  it('never overwrites what the crew typed before the reading arrived', async () => {
    let release = () => {};
    const fetchMock = serve('w2', {
      weather: { ...READING, source: 'local', station: null },
      weatherRead: new Promise<void>((resolve) => (release = resolve)),
    });
    renderDashboard();
    const dialog = await openForm();
    expect(within(dialog).getByTestId('weather-source')).toHaveTextContent('Reading the weather…');
    await fill(dialog, { 'Wind (mph)': '5' });
    release();
    await waitFor(() => expect(within(dialog).getByLabelText('Temperature (°F)')).toHaveValue('63'));
    expect(within(dialog).getByLabelText('Wind (mph)')).toHaveValue('5');
    expect(within(dialog).getByTestId('weather-source')).toHaveTextContent(
      /^From the local stand-in \(not a real reading\), 10:42 AM( CST)?: 14 mph south-southwest, 63 °F$/,
    );
    await fill(dialog, { 'Target pest': 'Crabgrass' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record and complete' }));
    await waitFor(() => expect(sent(fetchMock, '/work-logs/w2/applications')).toHaveLength(1));
    // The wind was the crew's before the reading came: the reading filled the direction and temperature only.
    expect(JSON.parse(String(sent(fetchMock, '/work-logs/w2/applications')[0][1]?.body)).weatherReading).toEqual({
      source: 'local',
      station: null,
      observedAt: READING.observedAt,
      windMph: null,
      windDirection: 'SSW',
      temperatureF: 63,
    });
  });

  it('says there is no reading when the source has none or fails, in English and Spanish, and leaves the fields to the crew', async () => {
    serve('w3', { weather: 'fail' });
    const { unmount } = renderDashboard();
    const dialog = await openForm();
    await waitFor(() => expect(within(dialog).getByTestId('weather-source')).toHaveTextContent('No weather reading, type the values'));
    expect(within(dialog).getByLabelText('Wind (mph)')).toHaveValue('');
    expect(within(dialog).getByLabelText('Temperature (°F)')).toHaveValue('');
    unmount();
    serve('w4', { weather: null });
    renderDashboard('es');
    const spanish = await openForm('Completar');
    await waitFor(() =>
      expect(within(spanish).getByTestId('weather-source')).toHaveTextContent('Sin lectura del tiempo, escriba los valores'),
    );
  });
});
