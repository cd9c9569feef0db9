// The crew's landing page; the daily route and assignments come with the crew issue.
import { useEffect } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { ClockInOutButton } from '../../resources/timeSheets/ClockInOutButton';
import { CrewOfflineStatus } from '../offline/CrewOfflineStatus';
import { registerCrewApp } from '../offline/registerCrewApp';

export { CREW_DASHBOARD_PATH } from './path';

export function CrewDashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  useEffect(() => void registerCrewApp(), []);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.crew_dashboard" />
      <CardContent>
        <CrewOfflineStatus />
        <Typography variant="h5" component="h1" gutterBottom>{translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}</Typography>
        <Typography color="text.secondary">{translate('app.dashboard.crew_intro')}</Typography>
        <Box sx={{ mt: 2 }}><ClockInOutButton /></Box>
      </CardContent>
    </Card>
  );
}

export default CrewDashboard;
