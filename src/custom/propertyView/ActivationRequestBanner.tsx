// The customer's open request to activate the property, with "Mark processed" (which tells the customer).
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../ui/format/useFormat';
import { propertyViewKeys, usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

export function ActivationRequestBanner({ propertyId }: { propertyId: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = usePropertyViewProvider();
  const { data } = useQuery({
    queryKey: propertyViewKeys.activationRequest(propertyId),
    queryFn: () => dataProvider.getPropertyActivationRequest(propertyId),
  });
  const process = usePropertyWrite(() => dataProvider.processPropertyActivation(propertyId), 'server.portal.activation_processed');
  if (!data?.requestedAt) return null;
  return (
    <Alert
      severity="warning"
      sx={{ alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" disabled={process.isPending} onClick={() => process.mutate(undefined)}>
          {translate('app.portal.mark_processed')}
        </Button>
      }
    >
      {translate('app.portal.activation_banner', { date: format.dayOf(data.requestedAt) })}
    </Alert>
  );
}
