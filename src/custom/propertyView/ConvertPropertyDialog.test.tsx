import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConvertPropertyButton } from './ConvertPropertyDialog';
import { customerMethods } from '../../dataProvider/customerMethods';
import { propertyMethods } from '../../dataProvider/propertyMethods';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { renderInAdmin } from '../../testing/AdminTestContext';

const property = {
  _id: 'p1',
  id: 'p1',
  address: '1200 Tarrytown Rd',
  customer: { _id: 'c1', name: { first: 'Dana', last: 'Whitfield' }, properties: [] },
} as unknown as PropertyRecord;

// Record ids are UUIDs: the dialog checks the chosen one with the API's own schema.
const RIVERA_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const RIVERA = { _id: RIVERA_ID, id: RIVERA_ID, name: { first: 'Sam', last: 'Rivera' }, email: 'sam@example.com', mobile: '5125550188' };

const dataProvider = {
  getList: async () => ({ data: [RIVERA], total: 1 }),
  convertProperty: propertyMethods.convertProperty,
  isCustomerContactTaken: customerMethods.isCustomerContactTaken,
} as unknown as DataProvider;

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers the availability checks with "free" and the convert call with `convertAnswer`. */
function stubApi(convertAnswer: () => Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/convert') ? convertAnswer() : respond({ status: 200, data: { exists: false } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const convertCalls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([url]) => url.endsWith('/convert'));

async function openDialog() {
  renderInAdmin(<ConvertPropertyButton property={property} disabled={false} />, { dataProvider });
  await userEvent.click(screen.getByRole('button', { name: 'Convert Property' }));
  return screen.getByRole('dialog', { name: 'Convert Property' });
}

async function openNewCustomerForm() {
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'New customer' }));
  return dialog;
}

async function fillCustomer(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Lena');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Acosta');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'Lena.Acosta@Example.com');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Mobile Phone/ }), '5125550101');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Emergency Phone/ }), '5125550102');
}

afterEach(() => vi.unstubAllGlobals());

describe('ConvertPropertyDialog, new customer', () => {
  it('shows the required messages only after a submit attempt, without converting', async () => {
    const fetchMock = stubApi(() => respond({}));
    const dialog = await openNewCustomerForm();
    expect(within(dialog).queryByText('First name is required.')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('First name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid email is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Emergency phone is required.')).toBeInTheDocument();
    expect(convertCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the new customer with the phones as digits and closes once the property is converted', async () => {
    const fetchMock = stubApi(() => respond({}));
    const dialog = await openNewCustomerForm();
    await fillCustomer(dialog);
    expect(within(dialog).getByRole('textbox', { name: /Mobile Phone/ })).toHaveValue('(512) 555-0101');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(convertCalls(fetchMock)).toHaveLength(1));
    const [url, init] = convertCalls(fetchMock)[0];
    expect(url).toBe('/api/v1/customers/properties/p1/convert');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      customer: {
        name: { first: 'Lena', last: 'Acosta' },
        email: 'lena.acosta@example.com',
        mobile: '5125550101',
        emergencyPhone: '5125550102',
        source: 'none',
        marketingOptIn: false,
        // A new customer reads in English and takes service messages, never marketing texts, until told otherwise.
        language: 'en',
        emailService: true,
        textService: true,
        textMarketing: false,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's messages for the new customer's fields beside them", async () => {
    stubApi(() =>
      respond(
        {
          status: 400,
          message: 'At most 80 characters.',
          errors: { customer: 'At most 80 characters.', 'customer.name.first': 'At most 80 characters.' },
        },
        400,
      ),
    );
    const dialog = await openNewCustomerForm();
    await fillCustomer(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveAccessibleDescription('At most 80 characters.'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('ConvertPropertyDialog, existing customer', () => {
  it('asks for a customer after a submit attempt, then sends the chosen one', async () => {
    const fetchMock = stubApi(() => respond({}));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('Choose a customer.')).toBeInTheDocument();
    expect(convertCalls(fetchMock)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByRole('option', { name: /Sam Rivera/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(convertCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(convertCalls(fetchMock)[0][1]?.body))).toEqual({ customerId: RIVERA_ID });
  });
});
