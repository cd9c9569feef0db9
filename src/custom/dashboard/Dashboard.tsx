// The staff dashboard: a greeting and the markets at a glance.
import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { Link, Title, useGetList, useGetIdentity, useTranslate } from 'react-admin';
import { hasPermission } from '../../../common/permissions';
import { session } from '../../auth/session';

export const DASHBOARD_PATH = '/dashboard';

function MarketsCard() {
  const translate = useTranslate();
  const { data = [], total } = useGetList('markets', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' } });
  return (
    <Card>
      <CardContent>
        <Typography variant="overline">{translate('app.dashboard.markets')}</Typography>
        <Typography variant="h3" component="p">{total ?? '–'}</Typography>
        <Typography color="text.secondary">{data.map((market) => market.name).join(' · ')}</Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/markets" size="small">{translate('app.dashboard.open_markets')}</Button>
      </CardActions>
    </Card>
  );
}

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = session.user();
  return (
    <>
      <Title title="app.page.dashboard" />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>{translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('app.dashboard.staff_intro')}</Typography>
      <Grid container spacing={2}>
        {user && hasPermission(user, 'market_list') && (
          <Grid size={{ xs: 12, md: 4 }}>
            <MarketsCard />
          </Grid>
        )}
      </Grid>
    </>
  );
}
