// A property still at its zip code's centre (an import the geocoder could not place): what that means, and "Locate
// again" after the address is corrected (or the coordinates are typed in Property details, which clears it too).
import { Alert, AlertTitle, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { usePropertyViewProvider, useRefreshPropertyView } from './usePropertyView';

export function ApproximateLocationBanner({ property }: { property: Pick<PropertyRecord, '_id' | 'locationApproximate'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const dataProvider = usePropertyViewProvider();
  const refresh = useRefreshPropertyView();
  const locate = useMutation({
    mutationFn: () => dataProvider.locateProperty(property._id),
    onSuccess: async ({ located }) => {
      notify(located ? 'server.data_import.location_found' : 'server.data_import.location_not_found', {
        type: located ? 'success' : 'warning',
      });
      if (located) await refresh();
    },
    onError: (error) => reportError(error),
  });
  if (!property.locationApproximate) return null;
  return (
    <Alert
      severity="warning"
      sx={{ alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" disabled={locate.isPending} onClick={() => locate.mutate()}>
          {translate('app.locations.locate_again')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.locations.approximate_title')}</AlertTitle>
      {translate('app.locations.approximate_text')}
    </Alert>
  );
}
