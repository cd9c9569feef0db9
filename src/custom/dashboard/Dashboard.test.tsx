import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../common/permissions';
import type { StaffDashboard } from '../../../common/schemas/dashboard';
import { invalidateWorkLogs } from '../../ui/notifications/liveQueries';
import { Dashboard } from './Dashboard';
import { renderInAdmin } from '../../testing/AdminTestContext';

const week = (from: string, to: string, workLogs: number, revenueCents: number | null) => ({ from, to, visits: workLogs, revenueCents });
const days = Array.from({ length: 7 }, (_, index) => ({
  weekDay: index + 1,
  current: index === 2 ? 6 : 1,
  lastWeek: 2,
  lastYear: 1,
  currentRevenueCents: 4500,
  lastWeekRevenueCents: 9000,
  lastYearRevenueCents: 4500,
}));

const full: StaffDashboard = {
  date: '2031-03-05',
  week: { from: '2031-03-03', to: '2031-03-09' },
  crewsToday: [
    { crewId: 'c1', crewName: 'North', vendorName: 'Lawn Pros', completed: 5, started: 1, pending: 3, skipped: 1 },
    { crewId: null, crewName: null, vendorName: null, completed: 0, started: 0, pending: 2, skipped: 0 },
  ],
  weekComparison: {
    current: week('2031-03-03', '2031-03-09', 12, 54_000),
    lastWeek: week('2031-02-24', '2031-03-02', 10, 60_000),
    lastYear: week('2030-03-04', '2030-03-10', 0, 0),
    days,
  },
  payments: {
    groups: [
      { group: 'pending', count: 2, amountCents: 9000 },
      { group: 'failed', count: 1, amountCents: 4500 },
      { group: 'success', count: 8, amountCents: 36_000 },
    ],
    waiting: { count: 5, amountCents: 22_500 },
  },
  newCustomers: {
    total: 3,
    bySource: [
      { source: 'internet', count: 2 },
      { source: 'yelp', count: 1 },
    ],
    byMarket: [{ marketId: 'm1', marketName: 'Austin', count: 3 }],
  },
  myReminders: {
    total: 7,
    list: [
      {
        _id: 'r1',
        date: '2031-03-04',
        note: 'Call about the gate',
        priority: 'high',
        propertyId: 'p1',
        address: '12 Oak St',
        customerName: 'Dana Diaz',
      },
    ],
  },
  myProperties: { total: 1, list: [{ propertyId: 'p2', address: '40 Elm St', customerName: 'Lee Park', status: 'active' }] },
  contactRequests: { total: 2, list: [{ _id: 'q1', title: 'Missed mow', createdAt: '2031-03-04T15:00:00Z' }] },
  signups: { total: 0, list: [] },
  ownerNumbers: {
    thisMonth: {
      period: '2031-03-01',
      revenuePerManHourCents: 6_250,
      stopsPerCrewHour: 2.5,
      drivingPercent: 12.5,
      newCustomers: 4,
      lostCustomers: 1,
      revenuePerPropertyCents: 18_000,
      daysSalesOutstanding: 26.4,
    },
    lastMonth: {
      period: '2031-02-01',
      revenuePerManHourCents: null,
      stopsPerCrewHour: null,
      drivingPercent: null,
      newCustomers: 0,
      lostCustomers: 2,
      revenuePerPropertyCents: 15_000,
      daysSalesOutstanding: null,
    },
  },
};

function signInAs(type: 'admin' | 'csr') {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'user',
    JSON.stringify({
      _id: 'u1',
      type,
      name: 'U',
      role: type,
      properties: [],
      vendor: null,
      crew: null,
      permissions: DEFAULT_ROLE_PERMISSIONS[type],
    }),
  );
}

function renderDashboard(data: StaffDashboard) {
  const recovered = { count: 3, amountCents: 13500, declined: 4, rate: 0.75 };
  const dataProvider = {
    getStaffDashboard: vi.fn(async () => data),
    getCollections: vi.fn(async () => ({ today: '2031-03-05', outstanding: [], recovered, held: [], expiringCards: [] })),
    getJobCosting: vi.fn(async ({ groupBy }: { groupBy: string }) => ({
      rows: [
        { key: groupBy, name: groupBy === 'crew' ? 'North Crew' : '9 Loss Lane', visits: 2, marginCents: -1250, marginPercent: -12.5 },
      ],
    })),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInAdmin(<Dashboard />, { path: '/dashboard?serviceDate=2031-03-05', dataProvider: dataProvider as never, queryClient });
  return { dataProvider, queryClient };
}

const cellsOf = (row: HTMLElement) => Array.from(row.children).map((cell) => cell.textContent);
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => localStorage.clear());

describe('Dashboard', () => {
  it("reads the header's service date and shows an admin the business first, each chart drawn and readable as a table", async () => {
    signInAs('admin');
    const { dataProvider } = renderDashboard(full);
    expect(await screen.findByRole('heading', { name: 'This week against the past' })).toBeInTheDocument();
    expect(dataProvider.getStaffDashboard).toHaveBeenCalledWith({ date: '2031-03-05' });
    // The recovery card reads the collections figures after the dashboard.
    await screen.findByRole('heading', { name: 'Declined payments recovered this month' });
    expect(headings()).toEqual([
      'This week against the past',
      'The owner’s numbers',
      'Least profitable',
      'Work of the day per crew',
      'Payments of the week by billing status',
      'Declined payments recovered this month',
      'New customers of the week',
      'Open contact requests · Sign-ups waiting',
      'My reminders due',
      'My assigned properties',
    ]);
    const costing = screen.getByRole('region', { name: 'Least profitable' });
    expect(await within(costing).findByText('9 Loss Lane')).toBeInTheDocument();
    expect(within(costing).getByText('North Crew')).toBeInTheDocument();
    expect(within(costing).getAllByText('-$12.50')).toHaveLength(2);
    const recovery = screen.getByRole('region', { name: 'Declined payments recovered this month' });
    expect(within(recovery).getByText('75.0 %')).toBeInTheDocument();
    expect(within(recovery).getByText('3 recovered ($135.00) of 4 declined')).toBeInTheDocument();
    expect(document.querySelectorAll('.recharts-wrapper svg').length).toBeGreaterThanOrEqual(4);
    const crews = screen.getByRole('table', { name: 'Work of the day per crew' });
    const [, north, unassigned] = within(crews).getAllByRole('row');
    expect(cellsOf(north)).toEqual(['North', 'Lawn Pros', '5', '1', '3', '1']);
    expect(cellsOf(unassigned)[0]).toBe('Not assigned');
    const weekPart = screen.getByRole('region', { name: 'This week against the past' });
    expect(within(weekPart).getByText('12')).toBeInTheDocument();
    expect(within(weekPart).getByText('+20% against last week · — against last year')).toBeInTheDocument();
    expect(within(weekPart).getByText('$540.00')).toBeInTheDocument();
    expect(within(weekPart).getByText(/^-10% against last week/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payments of the week by billing status' })).getByText('$225.00')).toBeInTheDocument();
    // Nothing left animating once the figures are in: a hidden progress bar would still cost a tenth of a core.
    await waitFor(() => expect(document.querySelector('.MuiLinearProgress-root')).toBeNull());
  });

  it('sets this month’s owner’s numbers beside last month’s, a dash where nothing divides', async () => {
    signInAs('admin');
    renderDashboard(full);
    const owner = await screen.findByRole('table', { name: 'The owner’s numbers' });
    const rows = within(owner).getAllByRole('row').map(cellsOf);
    expect(rows).toEqual([
      ['Figure', 'March', 'February'],
      ['Revenue per man-hour', '$62.50', '—'],
      ['Stops per crew-hour', '2.5', '—'],
      ['Day spent driving', '12.5 %', '—'],
      ['Customers gained / lost', '+4 / −1', '+0 / −2'],
      ['Revenue per property', '$180.00', '$150.00'],
      ['Days sales outstanding', '26.4 d', '—'],
    ]);
    const card = screen.getByRole('region', { name: 'The owner’s numbers' });
    expect(within(card).getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/reports/owner-numbers');
  });

  it('shows a chart as a table on demand', async () => {
    signInAs('admin');
    renderDashboard(full);
    const payments = await screen.findByRole('region', { name: 'Payments of the week by billing status' });
    expect(payments.querySelector('.recharts-wrapper svg')).not.toBeNull();
    await userEvent.click(within(payments).getByRole('button', { name: 'Show as table' }));
    expect(payments.querySelector('.recharts-wrapper')).toBeNull();
    const rows = within(within(payments).getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['Pending2$90.00', 'Failed1$45.00', 'Success8$360.00']);
    expect(within(payments).getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a csr their own reminders and properties first, and leaves out the parts the role cannot read', async () => {
    signInAs('csr');
    renderDashboard({ ...full, payments: null, newCustomers: null, signups: null, ownerNumbers: null });
    expect(await screen.findByRole('heading', { name: 'My reminders due' })).toBeInTheDocument();
    expect(headings()).toEqual([
      'My reminders due',
      'My assigned properties',
      'Work of the day per crew',
      'Open contact requests',
      'This week against the past',
    ]);
    const reminders = screen.getByRole('region', { name: 'My reminders due' });
    expect(within(reminders).getByRole('link', { name: /Call about the gate/ })).toHaveAttribute(
      'href',
      '/customers/view/p1?tab=reminders',
    );
    expect(within(reminders).getByText('6 more')).toBeInTheDocument();
  });

  it("reads again when work logs change (the socket's work-logs-changed event)", async () => {
    signInAs('admin');
    const { dataProvider, queryClient } = renderDashboard(full);
    await screen.findByRole('heading', { name: 'Work of the day per crew' });
    expect(dataProvider.getStaffDashboard).toHaveBeenCalledTimes(1);
    await invalidateWorkLogs(queryClient);
    await waitFor(() => expect(dataProvider.getStaffDashboard).toHaveBeenCalledTimes(2));
  });
});
