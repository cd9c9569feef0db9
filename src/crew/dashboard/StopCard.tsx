// One stop of the crew's day: its number, address, service and cap, status, what the crew needs at the gate, and actions.
import { memo } from 'react';
import { Alert, Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import FlagIcon from '@mui/icons-material/Flag';
import { useTranslate } from 'react-admin';
import type { WorkLogStatus } from '../../../common/schemas/workLog';
import type { ShownStop } from '../../ui/offline/crewDayOverlay';
import { StopActions } from './StopActions';
import { useFormat } from '../../ui/format/useFormat';
import { useStopTreatment } from './useStopTreatment';

/**
 * A treatment stop: "Post lawn flags" where the property's state asks for them (System Settings, Treatments), and how
 * long people and pets keep off (the longest re-entry of its products).
 */
function LawnFlagReminder({ stop }: { stop: ShownStop }) {
  const translate = useTranslate();
  const { treatment } = useStopTreatment(stop);
  const hours = (treatment?.products ?? []).map((product) => product.reentryHours).filter((value) => value !== null);
  const reentry = hours.length ? Math.max(...hours) : null;
  const flags = treatment?.postFlags === true;
  if (!flags && reentry === null) return null;
  const words = [
    flags && translate('app.treatments.crew_form.flag'),
    reentry !== null &&
      translate(reentry > 0 ? 'app.treatments.crew_form.reentry' : 'app.treatments.crew_form.reentry_dry', { hours: reentry }),
  ];
  return (
    <Alert
      severity={flags ? 'warning' : 'info'}
      icon={flags ? <FlagIcon fontSize="inherit" /> : undefined}
      sx={{ mt: 1, py: 0 }}
      data-testid="lawn-flag"
    >
      {words.filter(Boolean).join(' ')}
    </Alert>
  );
}

const STATUS_COLOR: Record<WorkLogStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  pending: 'default',
  started: 'info',
  completed: 'success',
  skipped: 'warning',
  cancel: 'error',
};

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Typography>
  );
}

interface StopCardProps {
  stop: ShownStop;
  number: number;
  /** The stop the crew is at or drives to next. */
  isNext: boolean;
  readOnly: boolean;
  skipReasons: { _id: string; name: string; phrase: string }[];
}

// Memoised: a stop's card draws again only when its own props change, not at each step the day's list grows by.
export const StopCard = memo(function StopCard({ stop, number, isNext, readOnly, skipReasons }: StopCardProps) {
  const translate = useTranslate();
  const format = useFormat();
  const done = stop.status !== 'pending' && stop.status !== 'started';
  const gate = [stop.gateName, stop.gateCode].filter(Boolean).join(' · ');
  const lot = [
    stop.lotSize ? translate('app.work_logs.board.lot_size', { size: format.number(stop.lotSize) }) : null,
    stop.lotSizeCategory ? translate(`app.property_view.lot_size_category.${stop.lotSizeCategory}`) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const cap = stop.timeCapHours
    ? translate('app.work_logs.board.time_cap', { hours: stop.timeCapHours + stop.extraTimeGrantedMinutes / 60 })
    : translate('app.work_logs.board.no_time_cap');
  return (
    // A finished stop is set apart by the page's background and a dashed border, not by fading (faded text fails WCAG AA).
    <Card
      variant="outlined"
      sx={
        done
          ? { bgcolor: 'background.default', borderStyle: 'dashed' }
          : isNext
            ? { borderColor: 'primary.main', borderWidth: 2 }
            : undefined
      }
      data-testid="crew-stop"
      data-status={stop.status}
      data-stop-id={stop._id}
      data-waiting={stop.waiting}
      data-next={isNext}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          <Avatar
            // A done stop's number is outlined in the secondary text colour: white on a faded fill reads at 1.9:1.
            sx={{
              width: 36,
              height: 36,
              fontSize: 16,
              ...(done
                ? { bgcolor: 'background.paper', color: 'text.secondary', border: 1, borderColor: 'text.secondary' }
                : { bgcolor: 'primary.main' }),
            }}
            aria-label={translate('app.crew_day.stop_number', { number })}
          >
            {number}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {stop.address}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {stop.city} {stop.zipcode}
            </Typography>
          </Box>
          <Stack spacing={0.5} alignItems="flex-end">
            <Chip size="small" color={STATUS_COLOR[stop.status]} label={translate(`app.work_logs.status.${stop.status}`)} />
            {stop.waiting && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                icon={<CloudUploadIcon />}
                label={translate('app.crew_day.waiting_to_send')}
              />
            )}
            {isNext && !stop.waiting && (
              <Chip size="small" color="primary" variant="outlined" label={translate('app.crew_day.next_stop')} />
            )}
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
          {translate(`app.property_view.service.types.${stop.serviceType}`)} ·{' '}
          {translate(`app.property_view.service.front_back.${stop.frontBack}`)} · {cap}
        </Typography>
        {stop.serviceType === 'treatment' && <LawnFlagReminder stop={stop} />}
        <Stack spacing={0.25} sx={{ mt: 1 }}>
          <Detail label={translate('app.work_logs.fields.gate')} value={gate} />
          <Detail
            label={translate('app.crew_day.access_window')}
            value={stop.accessWindows?.map((window) => format.clockSpan(window.start, window.end)).join(', ')}
          />
          {stop.accessWindows?.length === 0 && (
            <Typography variant="body2" color="warning.main" sx={{ fontWeight: 500 }}>
              {translate('app.crew_day.access_closed_today')}
            </Typography>
          )}
          <Detail label={translate('app.work_logs.fields.backyardLockCode')} value={stop.backyardLockCode} />
          <Detail label={translate('app.work_logs.fields.petsAndSecurity')} value={stop.petsAndSecurity} />
          <Detail label={translate('app.work_logs.fields.lotSize')} value={lot} />
          <Detail label={translate('app.crew_day.unit')} value={stop.duplexUnit} />
          <Detail label={translate('app.crew_day.subdivision')} value={stop.subdivisionCode} />
          {stop.cornerLot && (
            <Chip
              size="small"
              variant="outlined"
              label={translate('app.work_logs.fields.cornerLot')}
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
            />
          )}
          <Detail label={translate('app.work_logs.fields.crewNotes')} value={stop.crewNotes} />
          <Detail label={translate('app.work_logs.fields.reason')} value={stop.reason} />
          {stop.extraTimeStatus && (
            <Detail
              label={translate('app.work_logs.fields.extraTimeStatus')}
              value={translate(`app.crew_day.extra_time_status.${stop.extraTimeStatus}`)}
            />
          )}
        </Stack>
      </CardContent>
      {!readOnly && <StopActions stop={stop} isNext={isNext} skipReasons={skipReasons} />}
    </Card>
  );
});
