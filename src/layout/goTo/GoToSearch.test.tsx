import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../common/permissions';
import { createI18nProvider } from '../../i18n/createI18nProvider';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { i18nProvider } from '../../i18n/i18nProvider';
import { GoToSearch } from './GoToSearch';
import { AdminTestContext } from '../../testing/AdminTestContext';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const renderSearch = (provider = i18nProvider) =>
  render(
    <AdminTestContext path="/dashboard" i18nProvider={provider}>
      <GoToSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </AdminTestContext>,
  );

const where = () => screen.getByTestId('where').textContent;

describe('GoToSearch', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({
        _id: 'u1',
        type: 'admin',
        name: 'A',
        role: 'admin',
        permissions: DEFAULT_ROLE_PERMISSIONS.admin,
        vendor: null,
        crew: null,
        properties: [],
      }),
    );
  });

  it('opens on Ctrl+K, narrows as the user types, moves with the arrows and goes on Enter', async () => {
    renderSearch();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = screen.getByRole('combobox', { name: 'Go to a screen' });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'mark' } });
    const listbox = screen.getByRole('listbox', { name: 'Go to a screen' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['MarketsSettings › Customer setup']);
    // A screen named so comes before those only sitting in a group named so.
    fireEvent.change(input, { target: { value: 'setup' } });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(6);
    fireEvent.change(input, { target: { value: 'users' } });
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.slice(0, 2)).toEqual(['CSR UsersSettings › Users', 'Crew UsersSettings › Users']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(where()).toBe('/users?filter=%7B%22type%22%3A%22crew%22%7D');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from its button, says when nothing matches and closes on Escape where it was', async () => {
    renderSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Go to…' }));
    const input = screen.getByRole('combobox', { name: 'Go to a screen' });
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByText('No screen matches “zzz”.')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/dashboard');
  });

  it('speaks Spanish and finds a screen without its accents', async () => {
    const spanish = createI18nProvider(en, es);
    await spanish.changeLocale('es');
    renderSearch(spanish);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a…' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Ir a una pantalla' }), { target: { value: 'configuracion del sis' } });
    fireEvent.click(screen.getByRole('option', { name: /^Configuración del sistema/ }));
    expect(where()).toBe('/system-settings');
  });
});
