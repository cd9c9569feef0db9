// The property view (/customers/view/{propertyId}): where staff read and change everything about one customer's property.
import { useEffect, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Grid, Stack } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HttpError, Link, RecordContextProvider, Title, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../ui/errors/errorMessages';
import { toApiError } from '../../ui/errors/useApiErrorToast';
import { ActivationRequestBanner } from './ActivationRequestBanner';
import { ApproximateLocationBanner } from './ApproximateLocationBanner';
import { CustomerCard } from './CustomerCard';
import { LeastProfitableCard } from '../jobCosting';
import { useStoredUser } from '../../auth/useStoredUser';
import { MessagePreferencesCard } from './MessagePreferencesCard';
import { PropertyActions } from './PropertyActions';
import { PropertyDetailsCard } from './PropertyDetailsCard';
import { AccessWindowsCard } from './AccessWindowsCard';
import { PropertyHeader } from './PropertyHeader';
import { PropertyTabs } from './PropertyTabs';
import { RecordNavigation } from './RecordNavigation';
import { ReferralsPanel } from './ReferralsPanel';
import { propertyViewKeys, usePropertyViewProvider } from './usePropertyView';
import { PROPERTY_TABS, type PropertyTab, propertyViewPath } from './paths';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { CUSTOMERS_PATH } from '../../resources/properties/paths';
import type { AddedState } from './paths';

const tabOf = (value: string | null): PropertyTab => PROPERTY_TABS.find((name) => name === value) ?? 'services';

function LoadFailed({ error }: { error: unknown }) {
  const translate = useTranslate();
  const notFound = error instanceof HttpError && error.status === 404;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {notFound ? translate('app.property_view.not_found') : translate(errorMessage(toApiError(error)))}
    </Alert>
  );
}

/** "Customer … added." after Add Customer, on the page until closed or left, however long the page took to show. */
function AddedNotice() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const added = (state as Partial<AddedState> | null)?.added;
  if (!added) return null;
  return (
    <Alert severity="success" role="status" onClose={() => navigate(pathname, { replace: true, state: null })}>
      {translate('app.add_customer.saved', { name: added })}
    </Alert>
  );
}

export function PropertyViewPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { propertyId = '' } = useParams();
  const isAdmin = useStoredUser()?.type === 'admin';
  const dataProvider = usePropertyViewProvider();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<PropertyTab>(() => tabOf(searchParams.get('tab')));
  // A link on the page itself (a treatment service's "Open Programs") selects its tab, even when the address is the same.
  const { key: visit } = useLocation();
  const linkedTab = searchParams.get('tab');
  useEffect(() => {
    if (linkedTab) setTab(tabOf(linkedTab));
  }, [visit, linkedTab]);
  const { data: property, error } = useQuery({
    queryKey: propertyViewKeys.property(propertyId),
    queryFn: () => dataProvider.getPropertyDetail(propertyId),
    // Next and Previous keep the page on screen while the next property loads.
    placeholderData: keepPreviousData,
  });
  const open = (id: string) => navigate(propertyViewPath(id));

  if (error) return <LoadFailed error={error} />;
  if (!property) return <LoadingSpinner size={40} sx={{ m: 4 }} />;
  return (
    <RecordContextProvider value={property}>
      <Title title={`${translate('app.page.property_view')} · ${property.address}`} />
      {/* One shrinkable grid column, so wide content (the tab strip) scrolls inside the page instead of widening it on a phone. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, mt: 2, mb: 4 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap rowGap={1}>
          <Button component={Link} to={CUSTOMERS_PATH} startIcon={<ArrowBackIcon />} size="small">
            {translate('app.property_view.back_to_list')}
          </Button>
          <RecordNavigation propertyId={property._id} onOpen={open} />
        </Stack>
        <AddedNotice />
        <ActivationRequestBanner propertyId={property._id} />
        <ApproximateLocationBanner property={property} />
        <PropertyHeader property={property} onOpen={open} />
        <Card>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <PropertyActions property={property} />
          </CardContent>
        </Card>
        <Box key={property._id}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={2}>
                <PropertyDetailsCard property={property} />
                <AccessWindowsCard property={property} />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={2}>
                <CustomerCard property={property} />
                <MessagePreferencesCard property={property} />
                {isAdmin && <LeastProfitableCard propertyId={property._id} />}
              </Stack>
            </Grid>
          </Grid>
        </Box>
        <ReferralsPanel property={property} />
        <PropertyTabs property={property} tab={tab} onTabChange={setTab} />
      </Box>
    </RecordContextProvider>
  );
}
