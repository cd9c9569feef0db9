import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, localStorageStore, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type UserType } from '../../common/permissions';
import { i18nProvider } from '../i18n/i18nProvider';
import { Menu, menuGroupKey } from './Menu';

function signIn(type: UserType, permissions: readonly string[] = DEFAULT_ROLE_PERMISSIONS[type]) {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', type, name: 'U', role: type, permissions, vendor: null, crew: null, properties: [] }));
}

const renderMenu = (store = memoryStore()) =>
  render(
    <MemoryRouter>
      <AdminContext store={store} i18nProvider={i18nProvider}>
        <Menu />
      </AdminContext>
    </MemoryRouter>,
  );

describe('Menu', () => {
  it('groups the maps and the settings, and remembers a group closed', () => {
    signIn('admin');
    // Kept in the browser, as the app keeps it: a new page load reads it back.
    const store = localStorageStore(undefined, 'MenuTest');
    const { unmount } = renderMenu(store);
    const settings = screen.getByRole('menuitem', { name: 'Settings' });
    expect(document.getElementById('menu-group-map')).toHaveTextContent('Territory MapCrew Status MapBush and Bed Service Map');
    expect(document.getElementById('menu-group-settings')).toHaveTextContent(/^CSR UsersCrew UsersVendor UsersAll UsersTime SheetUser PermissionCrew Announcements/);
    fireEvent.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(store.getItem(menuGroupKey('settings'))).toBe(false);
    unmount();

    renderMenu(store);
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Markets' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Map' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a group only to whom it has entries for', () => {
    signIn('csr', ['customer_list']);
    renderMenu();
    expect(screen.getByRole('menuitem', { name: 'Properties' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Map' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
  });

  it("never leaves a customer's menu blank", () => {
    signIn('customer');
    renderMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My Properties', 'Refer & Earn']);
  });
});
