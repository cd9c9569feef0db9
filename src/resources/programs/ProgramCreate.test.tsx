import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, memoryStore, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { ProgramCreate } from './ProgramCreate';

const PRODUCT_ID = '0192f1a0-7b1c-7c3d-8e4f-5a6b7c8d9e0f';

function renderCreate() {
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 'pg1' } }));
  const dataProvider = {
    getList: vi.fn().mockResolvedValue({ data: [{ id: PRODUCT_ID, _id: PRODUCT_ID, name: 'Prodiamine 65 WDG', unit: 'oz' }], total: 1 }),
    create,
  } as unknown as DataProvider;
  renderInAdmin(
    <ResourceContextProvider value="programs">
      <ProgramCreate />
    </ResourceContextProvider>,
    { dataProvider, store: memoryStore(), path: '/programs/create' },
  );
  return create;
}

async function fillRound(opens: string, closes: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Four-step');
  await userEvent.type(screen.getByRole('textbox', { name: 'Round name' }), 'Pre-emergent');
  await userEvent.type(screen.getByRole('textbox', { name: 'Window opens' }), opens);
  await userEvent.type(screen.getByRole('textbox', { name: 'Window closes' }), closes);
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Price ($)' }), '45.50');
  await userEvent.click(screen.getByRole('combobox', { name: /Product/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Prodiamine 65 WDG' }));
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Rate per 1,000 sq ft' }), '0.37');
}

describe('the program form', () => {
  it('sends a round with its window, product rate and its price in cents', async () => {
    const create = renderCreate();
    await fillRound('02-01', '03-15');
    await userEvent.type(screen.getByRole('textbox', { name: 'Method or equipment' }), 'Rotary spreader');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      name: 'Four-step',
      rounds: [
        {
          name: 'Pre-emergent',
          windowStart: '02-01',
          windowEnd: '03-15',
          products: [{ productId: PRODUCT_ID, ratePer1000: 0.37 }],
          priceCents: 4550,
          minutes: 20,
          applicationMethod: 'Rotary spreader',
          priceBands: [],
        },
      ],
    });
  });

  it('adds a round with a product line ready', async () => {
    renderCreate();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a round' }));
    expect(screen.getAllByRole('textbox', { name: 'Round name' })).toHaveLength(2);
    expect(screen.getAllByRole('combobox', { name: /Product/ })).toHaveLength(2);
  });

  it('says a window cannot close before it opens, and sends nothing', async () => {
    const create = renderCreate();
    await fillRound('09-01', '08-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const closes = screen.getByRole('textbox', { name: 'Window closes' });
    await waitFor(() => expect(closes).toHaveAccessibleDescription('The window must end on or after its start.'));
    expect(create).not.toHaveBeenCalled();
  });
});
