import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PermissionsInput } from './PermissionsInput';
import { AdminTestContext } from '../../testing/AdminTestContext';

function renderInput(permissions: string[], onSubmit = vi.fn()) {
  render(
    <AdminTestContext>
      <Form record={{ id: 'r1', permissions }} onSubmit={onSubmit}>
        <PermissionsInput />
        <button type="submit">Save</button>
      </Form>
    </AdminTestContext>,
  );
  return onSubmit;
}

describe('PermissionsInput', () => {
  it('shows each key with its label and toggles one key or a whole group', async () => {
    const onSubmit = renderInput(['market_list']);
    expect(screen.getByRole('checkbox', { name: 'Unrestricted Assignment Access' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Markets' })).toBeChecked();

    const users = screen.getByRole('group', { name: 'Users and time sheets' });
    await userEvent.click(within(users).getByRole('checkbox', { name: 'Select all: Users and time sheets' }));
    for (const checkbox of within(users).getAllByRole('checkbox')) expect(checkbox).toBeChecked();
    await userEvent.click(within(users).getByRole('checkbox', { name: 'Roles and permissions' }));
    expect(within(users).getByRole('checkbox', { name: 'Select all: Users and time sheets' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Markets' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const saved = onSubmit.mock.calls[0][0].permissions as string[];
    expect(saved).toContain('all_user_list');
    expect(saved).not.toContain('user_role_list');
    expect(saved).not.toContain('market_list');
  });
});
