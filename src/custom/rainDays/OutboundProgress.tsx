// After a rain day the office sees its messages go out: per channel, how many wait, at what rate and about when the
// last one goes (GET /messaging/outbound), polled every 10 s while any waits, every minute otherwise.
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OutboundChannel, OutboundStatus } from '../../../common/schemas/outbound';
import { useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';

export const OUTBOUND_QUERY_KEY = ['messaging', 'outbound'];
const BUSY_POLL_MS = 10_000;
const IDLE_POLL_MS = 60_000;
/** Beyond this, the finish is said as a time of day rather than minutes. */
const MINUTES_SAID = 90;

function useChannelLine() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = (n: number) => n.toLocaleString(locale);
  return (row: OutboundChannel, now: number) => {
    const channel = translate(`app.work_logs.rain_days.outbound.${row.channel}`);
    if (!row.waiting || !row.finishAt)
      return translate('app.work_logs.rain_days.outbound.idle', { channel, sent: number(row.sentLastHour) });
    const finish = Date.parse(row.finishAt);
    // Texts held by quiet hours: the minutes said are the sending's, after quiet hours end, and the end is said too.
    const start = row.startsAt ? Date.parse(row.startsAt) : now;
    const minutes = Math.max(1, Math.ceil((finish - start) / 60_000));
    const time = (at: number) => new Date(at).toLocaleString(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
    const values = { channel, count: number(row.waiting), rate: number(row.perMinute), minutes: number(minutes) };
    const line =
      minutes <= MINUTES_SAID
        ? row.startsAt
          ? translate('app.work_logs.rain_days.outbound.waiting_after_quiet', { ...values, start: time(start) })
          : translate('app.work_logs.rain_days.outbound.waiting', values)
        : translate('app.work_logs.rain_days.outbound.waiting_until', {
            ...values,
            time: time(finish),
          });
    // All of them urgent (a rain day's moves): nothing goes before anything else, so nothing is said of it.
    return row.urgent && row.urgent < row.waiting
      ? `${line} · ${translate('app.work_logs.rain_days.outbound.urgent', { count: number(row.urgent) })}`
      : line;
  };
}

export function OutboundProgress() {
  const translate = useTranslate();
  const dataProvider = useWorkLogProvider();
  const lineOf = useChannelLine();
  const { data } = useQuery<OutboundStatus>({
    queryKey: OUTBOUND_QUERY_KEY,
    queryFn: () => dataProvider.outboundStatus(),
    refetchInterval: (query) => (query.state.data?.channels.some((row) => row.waiting > 0) ? BUSY_POLL_MS : IDLE_POLL_MS),
  });
  if (!data) return null;
  const now = Date.parse(data.at);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="outbound-title">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id="outbound-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.work_logs.rain_days.outbound.title')}
        </Typography>
        {/* The live region wraps the list: a role on the <ul> itself would take away its list role. */}
        <div role="status" aria-live="polite">
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.channels.map((row) => (
              <Typography component="li" variant="body2" key={row.channel}>
                {lineOf(row, now)}
              </Typography>
            ))}
          </Stack>
        </div>
      </CardContent>
    </Card>
  );
}
