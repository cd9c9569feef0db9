// The customer's landing page after sign-in; properties, wallet and referrals come with the portal issue.
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { session } from '../../auth/session';

export const CUSTOMER_DASHBOARD_PATH = '/customers/dashboard';

export function CustomerDashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const count = session.user()?.properties.length ?? 0;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.customer_dashboard" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}</Typography>
        <Typography color="text.secondary">
          {translate('app.dashboard.customer_intro')}: {translate('app.dashboard.property_count', { smart_count: count })}
        </Typography>
      </CardContent>
    </Card>
  );
}
