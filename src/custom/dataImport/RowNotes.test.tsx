import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportRowRecord } from '../../../common/schemas/dataImport';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { RowNotes } from './RowNotes';
import { SampleRows } from './SampleRows';

const row = (more: Partial<ImportRowRecord>): ImportRowRecord => ({
  rowNumber: 2,
  outcome: 'create',
  field: null,
  message: null,
  label: 'Ann Smith, 1 Oak St',
  warnings: [],
  customerId: null,
  customerName: null,
  sourceIdChoice: null,
  done: false,
  ...more,
});

describe('RowNotes', () => {
  it('names the customer a skipped row matched, linked to the customers list', async () => {
    renderInAdmin(
      <RowNotes
        row={row({
          outcome: 'skip',
          field: 'email',
          message: 'validation.data_import.duplicate_email',
          customerId: 'c1',
          customerName: 'Terry Stored',
        })}
      />,
    );
    expect(await screen.findByText('A customer already has this e-mail.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Terry Stored' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('{"q":"Terry Stored"}');
  });

  it('lists the cells a row is imported without', async () => {
    renderInAdmin(
      <RowNotes
        row={row({
          warnings: [
            { field: 'mobile', message: 'validation.common.enter_valid_phone_number_10_digits' },
            { field: 'email', message: 'validation.data_import.email_of_another_customer' },
          ],
        })}
      />,
    );
    expect(await screen.findByText(/Another customer \(another name\) has this e-mail/)).toBeInTheDocument();
    expect(screen.getByText('Phone:')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('a client id an earlier import gave another person', () => {
  const asking = row({
    outcome: 'skip',
    field: 'sourceId',
    message: 'validation.data_import.source_id_other_person',
    customerId: 'c1',
    customerName: 'Earl Person',
  });

  it('offers, in a preview, to attach it to the customer found or make a new customer', async () => {
    const onChoose = vi.fn();
    renderInAdmin(<RowNotes row={asking} onChoose={onChoose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Attach to Earl Person' }));
    expect(onChoose).toHaveBeenLastCalledWith({ rowNumber: 2, choice: 'attach' });
    fireEvent.click(screen.getByRole('button', { name: /^Make a new customer/ }));
    expect(onChoose).toHaveBeenLastCalledWith({ rowNumber: 2, choice: 'new' });
  });

  it('says the choice made, which a preview may change, and offers nothing once imported', async () => {
    const onChoose = vi.fn();
    const { unmount } = renderInAdmin(<RowNotes row={row({ sourceIdChoice: 'new' })} onChoose={onChoose} />);
    expect(await screen.findByText(/Your choice: a new customer/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChoose).toHaveBeenLastCalledWith({ rowNumber: 2, choice: null });
    unmount();
    renderInAdmin(<RowNotes row={asking} />);
    expect(await screen.findByText('Earl Person')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SampleRows', () => {
  it('shows the first rows under their columns', async () => {
    renderInAdmin(
      <SampleRows
        headers={['Name', 'Zip']}
        sample={[
          ['Ann', '78701'],
          ['Bob', '78702'],
          ['Cy', '78703'],
          ['Dee', '78704'],
        ]}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: 'Zip' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '78703' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Dee' })).toBeNull();
  });
});
