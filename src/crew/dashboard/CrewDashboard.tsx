// The crew's landing page; the daily route and assignments come with the crew issue.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { ClockInOutButton } from '../../resources/timeSheets/ClockInOutButton';

export const CREW_DASHBOARD_PATH = '/crew/dashboard';

export function CrewDashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.crew_dashboard" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}</Typography>
        <Typography color="text.secondary">{translate('app.dashboard.crew_intro')}</Typography>
        <Box sx={{ mt: 2 }}><ClockInOutButton /></Box>
      </CardContent>
    </Card>
  );
}
