// The staff dashboard (/dashboard, admin and csr): the header's service day and its week. An admin sees the business
// first; a csr sees their own reminders and assigned properties first. Each part shows when the role may read it.
import { type ReactNode, useDeferredValue } from 'react';
import { Alert, Box, Grid, LinearProgress, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import type { StaffDashboard } from '../../../common/schemas/dashboard';
import { useStoredUser } from '../../auth/useStoredUser';
import { BOARD_PATH } from '../assignment/paths';
import { SERVICE_DATE_PARAM, useServiceDate } from '../../layout/useServiceDate';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { NextStepsList } from '../businessSetup';
import { CrewsTodayCard } from './CrewsTodayCard';
import { NewCustomersCard } from './NewCustomersCard';
import { AssignedPropertiesCard, RemindersCard } from './OwnWorkCards';
import { OwnerNumbersCard } from './OwnerNumbersCard';
import { LeastProfitableCard } from '../jobCosting';
import { PaymentsCard } from './PaymentsCard';
import { RatingsCard } from './RatingsCard';
import { RecoveryCard } from './RecoveryCard';
import { WaitingCard } from './WaitingCard';
import { WeekCard } from './WeekCard';
import { useStaffDashboard } from './useDashboards';

type Part = { key: string; wide?: boolean; node: ReactNode };

function parts(data: StaffDashboard, dayLabel: string, weekLabel: string, isAdmin: boolean): Record<string, Part | null> {
  const boardLink = `${BOARD_PATH}?${SERVICE_DATE_PARAM}=${data.date}`;
  return {
    reminders: { key: 'reminders', node: <RemindersCard reminders={data.myReminders} subheader={dayLabel} /> },
    properties: data.myProperties && { key: 'properties', node: <AssignedPropertiesCard properties={data.myProperties} /> },
    crews: data.crewsToday && { key: 'crews', node: <CrewsTodayCard crews={data.crewsToday} subheader={dayLabel} boardLink={boardLink} /> },
    week: data.weekComparison && { key: 'week', node: <WeekCard comparison={data.weekComparison} subheader={weekLabel} /> },
    owner: data.ownerNumbers && { key: 'owner', node: <OwnerNumbersCard numbers={data.ownerNumbers} /> },
    // Job costing is money: the admin's alone (the same rule as the report's route).
    costing: isAdmin ? { key: 'costing', node: <LeastProfitableCard /> } : null,
    payments: data.payments && { key: 'payments', node: <PaymentsCard payments={data.payments} subheader={weekLabel} /> },
    // Whoever reads the week's payments (payment_list) reads collections too.
    recovery: data.payments && { key: 'recovery', node: <RecoveryCard /> },
    customers: data.newCustomers && { key: 'customers', node: <NewCustomersCard customers={data.newCustomers} subheader={weekLabel} /> },
    waiting: { key: 'waiting', node: <WaitingCard contactRequests={data.contactRequests} signups={data.signups} /> },
    // Staff who read the crews' day (assignment_list) read the customers' ratings of it too.
    ratings: data.crewsToday && { key: 'ratings', node: <RatingsCard /> },
  };
}

const ADMIN_ORDER = [
  'week',
  'owner',
  'costing',
  'crews',
  'ratings',
  'payments',
  'recovery',
  'customers',
  'waiting',
  'reminders',
  'properties',
];
/** The csr variant: their own work first. */
const CSR_ORDER = ['reminders', 'properties', 'crews', 'ratings', 'waiting', 'week', 'owner', 'payments', 'recovery', 'customers'];

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = useStoredUser();
  const { serviceDate } = useServiceDate({ keepInUrl: true });
  const { data, isPending, isFetching, error } = useStaffDashboard(serviceDate);
  const dayLabel = calendarDate(data?.date ?? serviceDate);
  const weekLabel = data ? translate('app.dashboard.week_of', { from: calendarDate(data.week.from), to: calendarDate(data.week.to) }) : '';
  // The panels (four charts among them) render after the heading, in slices the browser can interrupt, so the page
  // answers a click while they come in.
  const shown = useDeferredValue(data);
  const all = shown ? parts(shown, dayLabel, weekLabel, user?.type === 'admin') : {};
  const order = user?.type === 'csr' ? CSR_ORDER : ADMIN_ORDER;
  return (
    <>
      <Title title="app.page.dashboard" />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {data
          ? translate('app.dashboard.day_and_week', { day: dayLabel, from: calendarDate(data.week.from), to: calendarDate(data.week.to) })
          : translate('app.dashboard.staff_intro')}
      </Typography>
      {/* A hidden indeterminate bar still animates every frame (a steady tenth of a core): idle, a strip of its height. */}
      {isFetching ? <LinearProgress sx={{ mb: 1 }} aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4, mb: 1 }} />}
      {error && <Alert severity="error">{translate('app.dashboard.load_failed')}</Alert>}
      {user?.type === 'admin' && <NextStepsList sx={{ mb: 2 }} />}
      {!isPending && shown && (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {order
            .map((name) => all[name])
            .filter((part): part is Part => Boolean(part))
            .map((part) => (
              <Grid key={part.key} size={{ xs: 12, lg: 6 }}>
                {part.node}
              </Grid>
            ))}
        </Grid>
      )}
    </>
  );
}
