import { fireEvent, render, screen } from '@testing-library/react';
import { localStorageStore, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type UserType } from '../../common/permissions';
import { Menu, menuGroupKey } from './Menu';
import { AdminTestContext } from '../testing/AdminTestContext';

function signIn(type: UserType, permissions: readonly string[] = DEFAULT_ROLE_PERMISSIONS[type], id = 'u1') {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: id, type, name: 'U', role: type, permissions, vendor: null, crew: null, properties: [] }),
  );
}

const renderMenu = (store = memoryStore(), path = '/') =>
  render(
    <AdminTestContext path={path} store={store}>
      <Menu />
    </AdminTestContext>,
  );

const group = (name: string) => screen.getByRole('menuitem', { name });

describe('Menu', () => {
  it('shows the spec’s admin entries, in its admin words, and folds the maps and settings into closed groups', () => {
    signIn('admin');
    renderMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Work Calendar',
      'Add New Customer',
      'Customers',
      'Leads',
      'Inbox',
      'Crew',
      'Vendors',
      'Assignment',
      'Rain days',
      'Newsletter',
      'Payments',
      'Collections',
      'Charge Later Customers',
      'Vendor Statement',
      'Reports',
      'Map',
      'Lawn treatments',
      'Settings',
    ]);
    expect(group('Settings')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(group('Settings'));
    expect(document.getElementById('menu-group-settings')).toHaveTextContent(
      /^UsersUser PermissionCustomer setupAnnouncements and messagesSystem$/,
    );
    fireEvent.click(group('Users'));
    expect(document.getElementById('menu-group-users')).toHaveTextContent('CSR UsersCrew UsersVendor UsersAll UsersTime Sheet');
    fireEvent.click(group('Map'));
    expect(document.getElementById('menu-group-map')).toHaveTextContent('Territory MapCrew Status MapBush and Bed Service Map');
    fireEvent.click(group('Lawn treatments'));
    expect(document.getElementById('menu-group-treatments')).toHaveTextContent('ProductsProgramsApplications');
  });

  it('remembers each user’s open groups apart', () => {
    signIn('admin');
    // Kept in the browser, as the app keeps it: a new page load reads it back.
    const store = localStorageStore(undefined, 'MenuTest');
    const { unmount } = renderMenu(store);
    fireEvent.click(group('Settings'));
    fireEvent.click(group('System'));
    expect(store.getItem(menuGroupKey('system', 'u1'))).toBe(true);
    unmount();

    const again = renderMenu(store);
    expect(group('System')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'System Settings' })).toBeInTheDocument();
    fireEvent.click(group('Settings'));
    expect(screen.queryByRole('menuitem', { name: 'Markets' })).not.toBeInTheDocument();
    again.unmount();

    signIn('admin', DEFAULT_ROLE_PERMISSIONS.admin, 'u2');
    renderMenu(store);
    expect(group('Settings')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the closed group that holds the page shown', () => {
    signIn('admin');
    renderMenu(memoryStore(), '/markets/3');
    expect(group('Settings')).toHaveClass('Mui-selected');
    expect(group('Map')).not.toHaveClass('Mui-selected');
    fireEvent.click(group('Settings'));
    expect(group('Customer setup')).toHaveClass('Mui-selected');
    expect(group('Settings')).not.toHaveClass('Mui-selected');
  });

  it('marks no users group for the permissions page beside it', () => {
    signIn('admin');
    renderMenu(memoryStore(), '/users/roles/r1');
    fireEvent.click(group('Settings'));
    expect(group('Users')).not.toHaveClass('Mui-selected');
  });

  it('shows a group only to whom it has entries for', () => {
    signIn('csr', ['customer_list']);
    renderMenu();
    expect(screen.getByRole('menuitem', { name: 'Properties' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Map' })).not.toBeInTheDocument();
    fireEvent.click(group('Settings'));
    expect(document.getElementById('menu-group-settings')).toHaveTextContent(/^Customer setup$/);
  });

  it("never leaves a customer's menu blank", () => {
    signIn('customer');
    renderMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My Properties', 'Refer & Earn']);
  });
});
