// A property's next or past visits: the day, the service, the outcome and, once billed, the payment's status.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PortalVisit } from '../../dataProvider/portalMethods';
import { PaymentStatusChip } from '../../ui/billing/PaymentStatusChip';
import { useMoney } from '../../ui/billing/money';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { WorkLogPhotos } from '../../ui/workLogs/WorkLogPhotos';

function VisitRow({ visit, past }: { visit: PortalVisit; past: boolean }) {
  const translate = useTranslate();
  const money = useMoney();
  const row = (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      justifyContent="space-between"
      alignItems="center"
      sx={{ py: 1, listStyle: 'none', borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {calendarDate(visit.date)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`app.property_view.service.types.${visit.serviceType}`)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" justifyContent="flex-end" useFlexGap rowGap={0.5}>
        {!past && visit.freeMow && <Chip size="small" color="success" label={translate('app.portal.free_mow')} />}
        <Chip size="small" variant="outlined" label={translate(`app.work_logs.status.${visit.status}`)} />
        {past && visit.payment && (
          <>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {money(visit.payment.amountCents)}
            </Typography>
            <PaymentStatusChip status={visit.payment.status} />
          </>
        )}
        {past && !visit.payment && visit.status === 'completed' && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.portal.not_billed')}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
  if (!visit.photos.length) return row;
  // The crew's photos marked for the customer, under the visit they are of.
  return (
    <>
      {row}
      <Box component="li" sx={{ listStyle: 'none', pb: 1 }} aria-label={translate('app.work_logs.photos.title')}>
        <WorkLogPhotos photos={visit.photos} showEmpty={false} />
      </Box>
    </>
  );
}

export function VisitList({ title, visits, empty, past = false }: { title: string; visits: PortalVisit[]; empty: string; past?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)}>
      <Typography variant="subtitle2" component="h3">
        {translate(title)}
      </Typography>
      {visits.length ? (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {visits.map((workLog) => (
            <VisitRow key={workLog._id} visit={workLog} past={past} />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(empty)}
        </Typography>
      )}
    </Box>
  );
}
