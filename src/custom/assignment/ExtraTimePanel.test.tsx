import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { WorkLogDetail } from '../../../common/schemas/workLogRecord';
import { id, workLogRow } from '../assignmentBoard/testRows';
import { ExtraTimePanel } from './ExtraTimePanel';
import { AdminTestContext } from '../../testing/AdminTestContext';

const detail = (changes: Partial<WorkLogDetail>): WorkLogDetail => ({
  ...workLogRow({ _id: id('w1'), serviceType: 'bnb', status: 'started' }),
  gateName: null,
  gateCode: null,
  backyardLockCode: null,
  petsAndSecurity: null,
  cornerLot: false,
  propertyStatus: 'active',
  customerMobile: null,
  customerEmail: null,
  history: [],
  photos: [],
  positions: [],
  ...changes,
});

function renderPanel(workLog: WorkLogDetail, decideExtraTime = vi.fn(async () => workLog)) {
  render(
    <AdminTestContext dataProvider={{ decideExtraTime } as unknown as DataProvider}>
      <ExtraTimePanel workLog={workLog} />
    </AdminTestContext>,
  );
  return decideExtraTime;
}

describe('ExtraTimePanel', () => {
  it('approves fewer minutes than the crew asked for', async () => {
    const decide = renderPanel(detail({ extraTimeStatus: 'requested', extraTimeRequestedMinutes: 30 }));
    expect(screen.getByText('The crew asks for 30 more minutes.')).toBeInTheDocument();
    const minutes = screen.getByLabelText('Minutes');
    expect(minutes).toHaveValue(30);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith(id('w1'), { decision: 'approved', minutes: 20 }));
  });

  it('shows the server’s message beside the minutes', async () => {
    const decide = vi.fn(async () => {
      throw new HttpError('Grant 5 to 240 minutes.', 400, { errors: { minutes: 'Grant 5 to 240 minutes.' } });
    });
    renderPanel(detail({ extraTimeStatus: 'requested', extraTimeRequestedMinutes: 30 }), decide);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(decide).toHaveBeenCalledWith(id('w1'), { decision: 'rejected' });
    await waitFor(() => expect(screen.getByLabelText('Minutes')).toHaveAccessibleDescription('Grant 5 to 240 minutes.'));
  });

  it('tells what was decided, and offers nothing to decide then', () => {
    renderPanel(detail({ extraTimeStatus: 'approved', extraTimeRequestedMinutes: 30, extraTimeGrantedMinutes: 20 }));
    expect(screen.getByText('20 extra minutes granted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
