// What waits for the office: open contact requests and new sign-ups from the website (sign-ups only with sign_up_process).
import { Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffDashboard } from '../../../common/schemas/dashboard';
import { useFormat } from '../../ui/format/useFormat';
import { CONTACT_REQUESTS_PATH } from '../../resources/contactRequests/paths';
import { SIGNUP_PROCESS_PATH } from '../../resources/customerSignups/paths';
import { CardLink, DashboardCard } from './DashboardCard';
import { ShortList } from './ShortList';

type Waiting = StaffDashboard['contactRequests'];

function WaitingList({ label, waiting, to }: { label: string; waiting: Waiting; to: (id: string) => string }) {
  const translate = useTranslate();
  const format = useFormat();
  const items = waiting.list.map((row) => ({ key: row._id, to: to(row._id), primary: row.title, secondary: format.dayOf(row.createdAt) }));
  return (
    <div>
      <Typography variant="subtitle2" component="h3">{`${label}: ${waiting.total}`}</Typography>
      <ShortList items={items} total={waiting.total} empty={translate('app.dashboard.waiting.none')} />
    </div>
  );
}

export function WaitingCard({ contactRequests, signups }: Pick<StaffDashboard, 'contactRequests' | 'signups'>) {
  const translate = useTranslate();
  const title = signups
    ? `${translate('app.dashboard.waiting.contact_requests')} · ${translate('app.dashboard.waiting.signups')}`
    : translate('app.dashboard.waiting.contact_requests');
  return (
    <DashboardCard
      title={title}
      action={
        <>
          <CardLink to={CONTACT_REQUESTS_PATH}>{translate('app.dashboard.waiting.open_contact_requests')}</CardLink>
          {signups && <CardLink to={SIGNUP_PROCESS_PATH}>{translate('app.dashboard.waiting.open_signups')}</CardLink>}
        </>
      }
    >
      <Stack spacing={2} divider={<Divider flexItem />}>
        <WaitingList
          label={translate('app.dashboard.waiting.contact_requests')}
          waiting={contactRequests}
          to={() => CONTACT_REQUESTS_PATH}
        />
        {signups && <WaitingList label={translate('app.dashboard.waiting.signups')} waiting={signups} to={() => SIGNUP_PROCESS_PATH} />}
      </Stack>
    </DashboardCard>
  );
}
