import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '../../../common/schemas/notification';
import { portalKeys } from '../../customer/dashboard/useCustomerDashboard';
import { WALLET_QUERY_KEY } from '../../customer/referAndEarn';
import { invalidateChangedRecords, invalidateOfficeQueues, invalidateWorkLogs, isQueryOfProperty } from './liveQueries';

const notice = (type: NotificationRecord['type'], propertyId?: string) =>
  ({
    _id: 'n1',
    type,
    title: 'A change',
    message: '',
    date: '',
    isRead: false,
    completedBy: null,
    additionalData: propertyId ? { property: { _id: propertyId, address: '1200 Tarrytown Rd' } } : {},
  }) as NotificationRecord;
const statusChange = (propertyId?: string) => notice('property-status-update', propertyId);

function cacheWith(...keys: unknown[][]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

const staleKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('socket events invalidate the records they change', () => {
  it('marks the changed property’s view and the properties resource stale, and nobody else’s', async () => {
    const queryClient = cacheWith(
      ['propertyView', 'property', 'p1'],
      ['propertyView', 'services', 'c1', 'p1'],
      ['propertyView', 'history', 'p1'],
      ['propertyView', 'property', 'p2'],
      ['propertyView', 'staff'],
      ['properties', 'getList', { filter: {} }],
      ['markets', 'getList', {}],
    );
    await invalidateChangedRecords(queryClient, statusChange('p1'));
    expect(staleKeys(queryClient)).toEqual([
      ['propertyView', 'property', 'p1'],
      ['propertyView', 'services', 'c1', 'p1'],
      ['propertyView', 'history', 'p1'],
      ['properties', 'getList', { filter: {} }],
    ]);
  });

  it("refreshes the customer's dashboard, payments and wallet when staff process its activation request or it earns a free mow", async () => {
    for (const type of ['property-activation-processed', 'referral-completed'] as const) {
      const queryClient = cacheWith(
        portalKeys.dashboard,
        portalKeys.payments,
        [WALLET_QUERY_KEY, 'c1'],
        ['referral-content', 'en'],
        ['notifications'],
      );
      await invalidateChangedRecords(queryClient, notice(type, 'p1'));
      expect(staleKeys(queryClient)).toEqual([
        portalKeys.dashboard,
        portalKeys.payments,
        [WALLET_QUERY_KEY, 'c1'],
        ['referral-content', 'en'],
      ]);
    }
  });

  it('leaves the cache alone for a notification naming no property', async () => {
    const queryClient = cacheWith(['propertyView', 'property', 'p1'], ['properties', 'getOne', { id: 'p1' }]);
    await invalidateChangedRecords(queryClient, statusChange());
    expect(staleKeys(queryClient)).toEqual([]);
  });

  it('does not take the staff list key for a property id', () => {
    expect(isQueryOfProperty(['propertyView', 'staff'], 'staff')).toBe(false);
    expect(isQueryOfProperty(['propertyView', 'position', 'p1', { sort: [] }], 'p1')).toBe(true);
  });

  it('marks every work-log query stale when work logs change status: the board, the calendar and the maps', async () => {
    const queryClient = cacheWith(
      ['work-logs', 'getList', { filter: { date: '2026-11-23' } }],
      ['work-logs', 'summary', '2026-11-01', '2026-11-30'],
      ['work-logs', 'map', { date: '2026-11-23' }],
      ['work-logs', 'crew-progress'],
      ['properties', 'getList', {}],
    );
    await invalidateWorkLogs(queryClient);
    expect(staleKeys(queryClient)).toHaveLength(4);
    expect(staleKeys(queryClient).every((key) => key[0] === 'work-logs')).toBe(true);
  });

  it("marks the dashboard and the office's queues stale when they change, and not the board or the maps", async () => {
    const queryClient = cacheWith(
      ['work-logs', 'dashboard', '2026-11-23'],
      ['contact-requests', 'getList', {}],
      ['customer-signup', 'getList', {}],
      ['properties', 'getList', {}],
      ['work-logs', 'getList', { filter: { date: '2026-11-23' } }],
      ['work-logs', 'map', { date: '2026-11-23' }],
    );
    await invalidateOfficeQueues(queryClient);
    expect(staleKeys(queryClient)).toEqual([
      ['work-logs', 'dashboard', '2026-11-23'],
      ['contact-requests', 'getList', {}],
      ['customer-signup', 'getList', {}],
      ['properties', 'getList', {}],
    ]);
  });
});
