// One of the customer's properties: its status and services, then its next and past visits; without an active
// service, the spec's message and the request to activate it.
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PortalProperty, PortalService } from '../../dataProvider/portalMethods';
import { useMoney } from '../../ui/billing/money';
import { useFormat } from '../../ui/format/useFormat';
import { useNotifiedWrite } from '../../ui/forms/useNotifiedWrite';
import { usePortalProvider, useRefreshPortal } from './useCustomerDashboard';
import { PropertyCardChoice } from '../../ui/billing/PropertyCardChoice';
import { VisitList } from './VisitList';

function ServiceLine({ service }: { service: PortalService }) {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <Stack
      component="li"
      direction="row"
      justifyContent="space-between"
      alignItems="center"
      spacing={1}
      sx={{ listStyle: 'none', py: 0.5 }}
    >
      <div>
        <Typography variant="body2">{translate(`app.property_view.service.types.${service.type}`)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.portal.service_line', {
            frequency: translate(`app.property_view.service.frequencies.${service.frequency}`),
            price: money(Math.round(service.price * 100)),
          })}
        </Typography>
      </div>
      <Chip size="small" variant="outlined" label={translate(`app.property_view.service.statuses.${service.status}`)} />
    </Stack>
  );
}

function ActivationNotice({ property }: { property: PortalProperty }) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = usePortalProvider();
  const request = useNotifiedWrite(
    () => dataProvider.requestPropertyActivation(property._id),
    'server.portal.activation_requested',
    useRefreshPortal(),
  );
  if (property.activationRequestedAt) {
    return (
      <Alert severity="info">
        {translate('app.portal.activation_requested_on', { date: format.dayOf(property.activationRequestedAt) })}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" disabled={request.isPending} onClick={() => request.mutate(undefined)}>
          {translate('app.portal.ask_to_activate')}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {translate('app.portal.inactive')}
    </Alert>
  );
}

export function PropertyCard({ customerId, property }: { customerId: string; property: PortalProperty }) {
  const translate = useTranslate();
  const refresh = useRefreshPortal();
  return (
    <Card component="article" aria-label={property.address}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
          <div>
            <Typography variant="h6" component="h2">
              {property.address}
            </Typography>
            <Typography variant="body2" color="text.secondary">{`${property.city}, ${property.state} ${property.zipcode}`}</Typography>
          </div>
          <Chip
            size="small"
            color={property.status === 'active' ? 'success' : 'default'}
            label={translate(`app.status.${property.status}`)}
          />
        </Stack>
        <Stack spacing={2} sx={{ mt: 2 }}>
          {!property.hasActiveService && <ActivationNotice property={property} />}
          <section aria-label={translate('app.portal.services')}>
            <Typography variant="subtitle2" component="h3">
              {translate('app.portal.services')}
            </Typography>
            {/* Rules between the services are borders: an hr is not allowed directly in a list. */}
            {property.services.length ? (
              <Stack component="ul" sx={{ p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
                {property.services.map((service) => (
                  <ServiceLine key={service._id} service={service} />
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('app.portal.no_services')}
              </Typography>
            )}
          </section>
          <PropertyCardChoice
            customerId={customerId}
            propertyId={property._id}
            address={property.address}
            choice={property}
            onSaved={refresh}
          />
          <VisitList title="app.portal.next_visits" visits={property.nextVisits} empty="app.portal.no_next_visits" />
          <VisitList title="app.portal.past_visits" visits={property.pastVisits} empty="app.portal.no_past_visits" past />
        </Stack>
      </CardContent>
    </Card>
  );
}
