import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDashboard as Dashboard, PortalProperty, PortalVisit } from '../../dataProvider/portalMethods';
import { dataProvider } from '../../dataProvider';
import { CustomerDashboard } from './CustomerDashboard';
import { renderInAdmin } from '../../testing/AdminTestContext';

const workLog: Omit<PortalVisit, '_id' | 'date' | 'status'> = {
  propertyId: 'pr1',
  serviceType: 'mow',
  completedAt: null,
  freeMow: false,
  payment: null,
  photos: [],
};
const active: PortalProperty = {
  _id: 'pr1',
  address: '1400 Barton Springs Rd',
  city: 'Austin',
  state: 'TX',
  zipcode: '78704',
  status: 'active',
  hasActiveService: true,
  activationRequestedAt: null,
  autoCharge: 'default',
  autoChargeCardId: null,
  services: [{ _id: 's1', type: 'mow', frequency: 2, price: 45, startDate: '2026-03-02', status: 'started' }],
  nextVisits: [
    { ...workLog, _id: 'w3', date: '2026-12-01', status: 'pending' },
    { ...workLog, _id: 'w4', date: '2026-12-15', status: 'pending', freeMow: true },
  ],
  pastVisits: [
    {
      ...workLog,
      _id: 'w2',
      date: '2026-11-17',
      status: 'completed',
      completedAt: '2026-11-17T15:00:00.000Z',
      payment: { _id: 'pa2', status: 'failed', amountCents: 4871, refundedCents: 0 },
      // A photo the crew marked for the customer.
      photos: [{ _id: 'ph1', kind: 'after', url: '/api/v1/customer/visits/w2/photos/ph1', takenAt: null, width: 1600, height: 1200 }],
    },
    { ...workLog, _id: 'w1', date: '2026-11-03', status: 'skipped' },
  ],
};
const inactive: PortalProperty = {
  ...active,
  _id: 'pr2',
  address: '4512 Shoal Creek Blvd',
  status: 'past',
  hasActiveService: false,
  services: [],
  nextVisits: [],
  pastVisits: [],
};
const dashboard: Dashboard = { customerId: 'cu1', properties: [active, inactive] };

const payment = (id: string, status: string, date: string) => ({
  _id: id,
  id,
  customerId: 'cu1',
  propertyId: 'pr1',
  workLogId: null,
  item: 'mow',
  date,
  status,
  priceCents: 4500,
  discountCode: null,
  discountCents: 0,
  taxPercent: 8.25,
  taxCents: 371,
  amountCents: 4871,
  refundedCents: 0,
  depositCents: 0,
  attempts: 1,
  nextAttemptOn: null,
  chargeLaterDate: null,
  failureMessage: null,
  manualMethod: null,
  chargedAt: null,
  closed: false,
  createdAt: '2026-11-17T15:00:00.000Z',
  updatedAt: '2026-11-17T15:00:00.000Z',
  address: '1400 Barton Springs Rd',
  city: 'Austin',
  zipcode: '78704',
  customerName: 'Dana Whitfield',
  cardLast4: null,
  invoiceNumber: null as number | null,
});
const payments = [payment('pa2', 'failed', '2026-11-17'), payment('pa1', 'success', '2026-11-03')];
const card = {
  _id: 'c1',
  customerId: 'cu1',
  brand: 'visa',
  last4: '1111',
  expiryMonth: 4,
  expiryYear: 2030,
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const preferences = { language: 'en', emailService: true, textService: true, textMarketing: false, marketingOptIn: false };

const respond = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The API as the dashboard calls it; `writes` answers the POSTs the test makes. */
function renderDashboard(writes: Record<string, () => Response> = {}, reads: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const answer = writes[route] ?? reads[route];
    if (answer) return answer();
    if (route === 'GET /api/v1/customer/dashboard') return respond({ status: 200, data: dashboard });
    if (route === 'GET /api/v1/payments') return respond(payments, 200, { 'Content-Range': 'payments 0-1/2' });
    if (route === 'GET /api/v1/customers/cu1/cards') return respond({ status: 200, data: [card] });
    if (route === 'GET /api/v1/customer/message-preferences') return respond({ status: 200, data: preferences });
    if (route === 'GET /api/v1/customer/applications') return respond({ status: 200, data: [] });
    return respond({ status: 404, message: route }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderInAdmin(
    <>
      <CustomerDashboard />
      <Notification />
    </>,
    { dataProvider },
  );
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof renderDashboard>, path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => ['POST', 'PUT'].includes(init?.method ?? '') && String(url).endsWith(path));
  return call ? JSON.parse(String(call[1]?.body ?? 'null')) : undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('CustomerDashboard', () => {
  it('shows each property with its status, services, next visits and past visits with their outcome and payment status', async () => {
    renderDashboard();
    const property = await screen.findByRole('article', { name: '1400 Barton Springs Rd' });
    expect(within(property).getByText('Active')).toBeInTheDocument();
    expect(within(property).getByText('Bi-weekly · $45.00 a visit')).toBeInTheDocument();
    const next = within(property).getByRole('region', { name: 'Next visits' });
    expect(within(next).getByText('12/1/2026')).toBeInTheDocument();
    expect(within(within(next).getByText('12/15/2026').closest('li')!).getByText('Free mow')).toBeInTheDocument();
    expect(within(next).getAllByText('Free mow')).toHaveLength(1);
    const past = within(property).getByRole('region', { name: 'Past visits' });
    const completed = within(past).getByText('11/17/2026').closest('li')!;
    expect(within(completed as HTMLElement).getByText('Completed')).toBeInTheDocument();
    expect(within(completed as HTMLElement).getByText('$48.71')).toBeInTheDocument();
    expect(within(completed as HTMLElement).getByText('Failed')).toBeInTheDocument();
    expect(within(past).getByText('Skipped')).toBeInTheDocument();
    // The crew's photo marked for the customer, under its visit; a visit without photos shows none.
    expect(within(past).getAllByRole('button', { name: 'Open photo 1 of 1 larger' })).toHaveLength(1);
    expect(screen.getByText('Your properties: 2 properties')).toBeInTheDocument();
  });

  it('asks staff to activate a property with no active service, then shows the request as sent', async () => {
    let requested = false;
    const fetchMock = renderDashboard(
      {
        'POST /api/v1/customer/properties/pr2/activation-request': () => (
          (requested = true),
          respond({ status: 200, data: { propertyId: 'pr2', requestedAt: '2026-11-23T16:00:00.000Z' } })
        ),
      },
      {
        'GET /api/v1/customer/dashboard': () =>
          respond({
            status: 200,
            data: requested
              ? { ...dashboard, properties: [active, { ...inactive, activationRequestedAt: '2026-11-23T16:00:00.000Z' }] }
              : dashboard,
          }),
      },
    );
    const property = await screen.findByRole('article', { name: '4512 Shoal Creek Blvd' });
    expect(within(property).getByText('This property has no active service. Contact our team to activate it.')).toBeInTheDocument();
    await userEvent.click(within(property).getByRole('button', { name: 'Ask to activate' }));
    expect(await screen.findByText('Your request was sent. Our team will contact you to activate the property.')).toBeInTheDocument();
    expect(await within(property).findByText('Activation requested on 11/23/2026. Our team will contact you.')).toBeInTheDocument();
    expect(within(property).queryByRole('button', { name: 'Ask to activate' })).not.toBeInTheDocument();
    expect(sentBody(fetchMock, '/customer/properties/pr2/activation-request')).toEqual({ note: null });
  });

  it('lists the payments with Pay now only on a failed one, and pays it after confirming', async () => {
    const fetchMock = renderDashboard({
      'POST /api/v1/customer/payments/pa2/pay': () =>
        respond({ status: 200, data: { ...payment('pa2', 'success', '2026-11-17'), history: [] } }),
    });
    const failed = await screen.findByRole('listitem', { name: 'Payment of 11/17/2026' });
    expect(
      within(screen.getByRole('listitem', { name: 'Payment of 11/3/2026' })).queryByRole('button', { name: 'Pay now' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Pay now' }));
    const confirm = screen.getByRole('dialog');
    expect(within(confirm).getByText('Pay $48.71 now?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    const paid = fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/customer/payments/pa2/pay'));
    // The tries it saw go with it, so a second tab's click answers this try instead of starting another.
    expect(JSON.parse(String(paid?.[1]?.body))).toEqual({ attempts: 1 });
  });

  it('offers the receipt of a paid payment only, fetched from its own receipt route and saved under its name', async () => {
    // The browser's download is not followed: the link's click is caught, with the name it would save.
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const fetchMock = renderDashboard({}, { 'GET /api/v1/payments/pa1/receipt': () => new Response('%PDF-1.3', { status: 200 }) });
      const paid = await screen.findByRole('listitem', { name: 'Payment of 11/3/2026' });
      expect(within(screen.getByRole('listitem', { name: 'Payment of 11/17/2026' })).queryByRole('button', { name: 'Receipt' })).toBeNull();
      await userEvent.click(within(paid).getByRole('button', { name: 'Receipt' }));
      await waitFor(() => expect(saved).toEqual(['receipt-PA1.pdf']));
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/payments/pa1/receipt'))).toBe(true);
    } finally {
      click.mockRestore();
    }
  });

  it("names where a payment not charged to a card is paid, never the office's word Manual", async () => {
    const invoiced = { ...payment('pa3', 'manual', '2026-11-10'), invoiceNumber: 1041 };
    const byHand = payment('pa4', 'manual', '2026-11-05');
    renderDashboard({}, { 'GET /api/v1/payments': () => respond([invoiced, byHand], 200, { 'Content-Range': 'payments 0-1/2' }) });
    const onInvoice = await screen.findByRole('listitem', { name: 'Payment of 11/10/2026' });
    expect(within(onInvoice).getByText('On invoice 1041')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Payment of 11/5/2026' })).getByText('Not charged to card')).toBeInTheDocument();
    expect(screen.queryByText('Manual')).not.toBeInTheDocument();
    expect(within(onInvoice).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('says why when the card is declined', async () => {
    renderDashboard({
      'POST /api/v1/customer/payments/pa2/pay': () =>
        respond({ status: 200, data: { ...payment('pa2', 'failed', '2026-11-17'), failureMessage: 'Insufficient funds', history: [] } }),
    });
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Payment of 11/17/2026' })).getByRole('button', { name: 'Pay now' }),
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your card was declined: Insufficient funds')).toBeInTheDocument();
  });

  it("shows the customer's own cards", async () => {
    renderDashboard();
    expect(await screen.findByRole('listitem', { name: 'Visa •••• 1111' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeInTheDocument();
  });

  it('says which card pays a property and lets the customer choose none instead', async () => {
    const fetchMock = renderDashboard({
      'PUT /api/v1/customers/properties/pr1/auto-charge': () =>
        respond({ status: 200, message: 'server.cards.property_card_chosen', data: { autoCharge: 'none', autoChargeCardId: null } }),
    });
    const property = await screen.findByRole('article', { name: '1400 Barton Springs Rd' });
    expect(await within(property).findByText('The default card (Visa •••• 1111)')).toBeInTheDocument();
    await userEvent.click(within(property).getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Card for 1400 Barton Springs Rd' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /No card: not charged automatically/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock, '/properties/pr1/auto-charge')).toEqual({ autoCharge: 'none' }));
  });

  it('sends Contact Us with a subject and a message', async () => {
    const fetchMock = renderDashboard({
      'POST /api/v1/contact-us': () =>
        respond({ status: 201, message: 'server.contact_requests.request_was_sent_our_team_will_contact', data: {} }, 201),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Subject is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Gate code');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'The new gate code is 1234.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact us' })).not.toBeInTheDocument());
    expect(sentBody(fetchMock, '/contact-us')).toEqual({ subject: 'Gate code', message: 'The new gate code is 1234.' });
  });

  it('lets the customer choose how we contact them, and saves it', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDashboard({
      'PUT /api/v1/customer/message-preferences': () =>
        respond({
          status: 200,
          message: 'Your message preferences were saved.',
          data: { ...preferences, textService: false, language: 'es' },
        }),
    });
    const panel = within((await screen.findByRole('heading', { name: 'How we contact you' })).closest('section')!);
    expect(await panel.findByRole('switch', { name: 'Texts about my visits and payments' })).toBeChecked();
    expect(panel.getByRole('switch', { name: 'Text offers and news' })).not.toBeChecked();
    await user.click(panel.getByRole('switch', { name: 'Texts about my visits and payments' }));
    await user.click(panel.getByRole('combobox', { name: 'Language of our messages' }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/customer/message-preferences')).toEqual({ ...preferences, textService: false, language: 'es' }),
    );
    expect(await screen.findByText('Your message preferences were saved.')).toBeInTheDocument();
  });
});
