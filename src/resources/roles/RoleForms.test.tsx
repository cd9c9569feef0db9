import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RoleCreate } from './RoleForms';
import { renderInAdmin } from '../../testing/AdminTestContext';

function renderCreate(locale: 'en' | 'es') {
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 'r1' } }));
  const dataProvider = { create } as unknown as DataProvider;
  renderInAdmin(
    <>
      <ResourceContextProvider value="users/roles">
        <RoleCreate />
      </ResourceContextProvider>
      <Notification />
    </>,
    { dataProvider, store: memoryStore({ locale }) },
  );
  return create;
}

describe('the role form', () => {
  it('says in Spanish that the name is missing, never zod’s English', async () => {
    const create = renderCreate('es');
    const name = await screen.findByRole('textbox', { name: 'Nombre del rol' });
    await userEvent.type(name, 'x');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre del rol es obligatorio.')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid input/)).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('names the role it created in the toast', async () => {
    const create = renderCreate('en');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Role name' }), 'Field Supervisor');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(await screen.findByText("Role 'Field Supervisor' created")).toBeInTheDocument();
  });
});
