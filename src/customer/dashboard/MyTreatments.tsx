// The signed-in customer's lawn treatments (GET /customer/applications): what was applied to its lawn, when, against
// what, and when people and pets may go back on it. Shown only to a customer with application records.
import { useState } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalApplication } from '../../../common/schemas/portal';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../../ui/format/useFormat';
import { useDeferredArrival } from '../../ui/useDeferredArrival';

const t = (key: string) => `app.portal.treatments.${key}`;
/** How many show before "Show all". */
const FIRST = 3;

function ReentryChip({ application, now }: { application: PortalApplication; now: number }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!application.reentryAt) return <Chip size="small" variant="outlined" label={translate(t('no_wait'))} />;
  if (new Date(application.reentryAt).getTime() > now)
    return <Chip size="small" color="warning" label={translate(t('keep_off_until'), { time: format.dateTime(application.reentryAt) })} />;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={translate(t('safe_since'), { time: format.dateTime(application.reentryAt) })}
    />
  );
}

function ApplicationLine({ application, now, withAddress }: { application: PortalApplication; now: number; withAddress: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }} aria-label={application.productName}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={1} flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle2" component="h3" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {application.productName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {format.dateTime(application.startedAt)}
        </Typography>
      </Stack>
      <Typography variant="body2">
        {translate(t('line'), {
          pest: application.targetPest,
          amount: format.number(application.amount),
          unit: translate(`app.treatments.units.${application.unit}`),
          area: format.number(application.areaSqFt),
        })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {[
          withAddress && application.address,
          application.epaRegNo ? translate(t('epa'), { number: application.epaRegNo }) : translate('app.treatments.not_a_pesticide'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Box sx={{ mt: 0.75 }}>
        <ReentryChip application={application} now={now} />
      </Box>
    </Paper>
  );
}

/** `propertyCount`: the customer's properties; with more than one, each application names its lawn. */
export function MyTreatments({ propertyCount }: { propertyCount: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [all, setAll] = useState(false);
  const { data: loaded, dataUpdatedAt } = useQuery({
    queryKey: ['portal', 'applications'],
    queryFn: () => dataProvider.getMyApplications(),
  });
  const applications = useDeferredArrival(loaded);
  if (!applications?.length) return null;
  const withAddress = propertyCount > 1 || new Set(applications.map((application) => application.propertyId)).size > 1;
  const shown = all ? applications : applications.slice(0, FIRST);
  return (
    <Box component="section" aria-labelledby="my-treatments-title">
      <Typography id="my-treatments-title" variant="h6" component="h2">
        {translate(t('title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(t('intro'))}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {shown.map((application) => (
          <ApplicationLine key={application._id} application={application} now={dataUpdatedAt} withAddress={withAddress} />
        ))}
      </Stack>
      {applications.length > FIRST && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll(!all)} aria-expanded={all}>
          {translate(all ? t('show_fewer') : t('show_all'), { count: applications.length })}
        </Button>
      )}
    </Box>
  );
}
