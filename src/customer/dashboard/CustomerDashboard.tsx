// The customer's landing page (/customers/dashboard), phone first: its properties with services and visits, then its
// invoices (when billed by invoice), payments, cards and how the business contacts them; Contact Us from the header.
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';
import { PropertyCard } from './PropertyCard';
import { useCustomerDashboard } from './useCustomerDashboard';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

// Chunks of their own, so a phone's first paint (the heading and the properties) waits for neither's code: the account
// column (most of the page's code, below the properties on a phone) is fetched once the page has painted, the Contact
// Us dialog when it opens (docs/performance.md, "Phone pages").
const loadAccountColumn = () => import('./AccountColumn');
const AccountColumn = lazyNamed(loadAccountColumn, 'AccountColumn');
const ContactUsDialog = lazyNamed(() => import('./ContactUsDialog'), 'ContactUsDialog');

export function CustomerDashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [contacting, setContacting] = useState(false);
  const { data: dashboard, isError } = useCustomerDashboard();
  // The properties, their services and visits render after the heading, in slices a tap can interrupt.
  const shown = useDeferredValue(dashboard);
  useEffect(() => void loadAccountColumn().catch(() => undefined), []);

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="app.page.customer_dashboard" />
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap rowGap={1} sx={{ mb: 2 }}>
        <div>
          <Typography variant="h5" component="h1">
            {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          {dashboard && (
            <Typography color="text.secondary">
              {translate('app.dashboard.customer_intro')}:{' '}
              {translate('app.dashboard.property_count', { smart_count: dashboard.properties.length })}
            </Typography>
          )}
        </div>
        <Button variant="outlined" startIcon={<MailOutlineIcon />} onClick={() => setContacting(true)}>
          {translate('app.portal.contact_us')}
        </Button>
      </Stack>
      {isError && <Alert severity="error">{translate('app.portal.load_failed')}</Alert>}
      {!dashboard && !isError && <LoadingSpinner size={40} sx={{ m: 4 }} />}
      {shown && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              {shown.properties.length ? (
                shown.properties.map((property) => <PropertyCard key={property._id} customerId={shown.customerId} property={property} />)
              ) : (
                <Alert severity="info">{translate('app.auth.no_properties')}</Alert>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Suspense fallback={null}>
              <AccountColumn customerId={shown.customerId} propertyCount={shown.properties.length} />
            </Suspense>
          </Grid>
        </Grid>
      )}
      {contacting && (
        <Suspense fallback={null}>
          <ContactUsDialog open onClose={() => setContacting(false)} />
        </Suspense>
      )}
    </Box>
  );
}
