// System Settings → Events that gave up: each event the server's bus stopped trying, with its last error and who still
// waits for it, and "Try again" (docs/architecture.md "Domain events"). Event and subscriber names are the code's own.
import { Alert, Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GivenUpEvent } from '../../../common/schemas/domainEvent';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useFormat } from '../../ui/format/useFormat';

const QUERY_KEY = ['domain-events', 'given-up'];
const code = { fontFamily: 'monospace', fontSize: '0.85em' } as const;

export function EventsGivenUpPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const events = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getGivenUpEvents() });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title="app.events_given_up.title" />
      <Card component="section" variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.events_given_up.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.events_given_up.help')}
          </Typography>
          {events.data?.length === 0 && <Alert severity="success">{translate('app.events_given_up.none')}</Alert>}
          {!!events.data?.length && <EventTable events={events.data} />}
        </CardContent>
      </Card>
    </Box>
  );
}

function EventTable({ events }: { events: GivenUpEvent[] }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.events_given_up.event')}</TableCell>
            <TableCell>{translate('app.events_given_up.announced')}</TableCell>
            <TableCell align="right">{translate('app.events_given_up.tries')}</TableCell>
            <TableCell>{translate('app.events_given_up.waiting')}</TableCell>
            <TableCell>{translate('app.events_given_up.error')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event._id}>
              <TableCell sx={code}>
                {event.name} #{event._id}
              </TableCell>
              <TableCell>{format.dateTime(event.createdAt)}</TableCell>
              <TableCell align="right">{event.attempts}</TableCell>
              <TableCell sx={code}>{event.waiting.join('; ')}</TableCell>
              <TableCell sx={{ ...code, wordBreak: 'break-word' }}>{event.lastError}</TableCell>
              <TableCell>
                <TryAgainButton id={event._id} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function TryAgainButton({ id }: { id: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const retry = useMutation({
    mutationFn: () => dataProvider.retryEvent(id),
    onSuccess: ({ delivered }) =>
      notify(delivered ? 'app.events_given_up.delivered' : 'app.events_given_up.failed_again', { type: delivered ? 'success' : 'warning' }),
    onError: reportError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
  return (
    <Button size="small" variant="outlined" disabled={retry.isPending} onClick={() => retry.mutate()}>
      {translate('app.events_given_up.try_again')}
    </Button>
  );
}
