import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { HistoryTimeline } from './HistoryTab';
import type { HistoryEntry } from '../../../common/schemas/activityRecord';

const entries: HistoryEntry[] = [
  {
    _id: 'h2',
    entity: 'property',
    entityId: 'p1',
    action: 'status-changed',
    customerId: 'c1',
    propertyId: 'p1',
    userId: 'u1',
    user: { _id: 'u1', name: 'Casey Rivera' },
    createdAt: '2026-03-02T15:05:00',
    changes: { status: { from: 'active', to: 'past' }, statusReason: { from: null, to: 'Moved away' } },
  },
  { _id: 'h1', entity: 'call-log', entityId: 'l1', action: 'deleted', customerId: 'c1', propertyId: 'p1', userId: null, user: null, createdAt: '2026-03-01T09:30:00', changes: { cornerLot: { from: true, to: false } } },
];

describe('HistoryTimeline', () => {
  it('shows who did what and when, and each changed field from → to', () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <HistoryTimeline entries={entries} />
      </AdminContext>,
    );
    const [statusChange, deletion] = within(screen.getByRole('list', { name: 'History' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li') as HTMLElement);
    expect(within(statusChange).getByRole('heading')).toHaveTextContent('Property status changed');
    expect(statusChange).toHaveTextContent('Casey Rivera · 03/02/2026, 3:05 PM');
    expect(statusChange).toHaveTextContent('Status: active → past');
    expect(statusChange).toHaveTextContent('Reason: — → Moved away');
    expect(within(deletion).getByRole('heading')).toHaveTextContent('Call log deleted');
    expect(deletion).toHaveTextContent('System · 03/01/2026, 9:30 AM');
    expect(deletion).toHaveTextContent('Corner lot: Yes → No');
  });

  it('says so when nothing happened yet', () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <HistoryTimeline entries={[]} />
      </AdminContext>,
    );
    expect(screen.getByText('No history yet.')).toBeInTheDocument();
  });
});
