import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusDialog, type StatusDialogProps } from './StatusDialog';
import { renderInAdmin } from '../../testing/AdminTestContext';

function renderDialog(onSave: StatusDialogProps['onSave']) {
  return renderInAdmin(<StatusDialog status="past" onClose={vi.fn()} onSave={onSave} />);
}

describe('StatusDialog', () => {
  it('asks for the past customer type and a reason, only after a submit attempt', async () => {
    const onSave = vi.fn(async () => undefined);
    renderDialog(onSave);
    const dialog = screen.getByRole('dialog', { name: 'Past customer type and reason' });
    expect(within(dialog).queryByText('Customer type is required.')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Customer type is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Past customer type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Pro collect' }));
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Sent to collections  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ status: 'past', pastCustomerType: 'pro-collect', statusReason: 'Sent to collections' }),
    );
  });

  it('shows the server message for a field next to it', async () => {
    renderDialog(async () => ({ statusReason: 'At most 500 characters.' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Past customer type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Past' }));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Moved away');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 500 characters.')).toBeInTheDocument();
  });
});
