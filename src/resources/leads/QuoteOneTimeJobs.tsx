// Where an approved quote's one-time jobs were planned: the day and crew the scheduling domain chose (the first crew day
// with room), or the scheduler's own day and why no crew day had room.
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OneTimePlacement, QuoteRecord } from '../../../common/schemas/quote';
import { useFormat } from '../../ui/format/useFormat';

function OneTimeJob({ job }: { job: OneTimePlacement }) {
  const translate = useTranslate();
  const format = useFormat();
  const day = job.date ? format.weekdayDay(job.date) : '';
  const planned = !job.date
    ? translate('app.quotes.one_time.not_planned')
    : job.crewName
      ? translate('app.quotes.one_time.planned', { day, crew: job.crewName })
      : translate('app.quotes.one_time.planned_unassigned', { day });
  const why = job.fallback && translate(`app.quotes.one_time.fallbacks.${job.fallback}`);
  return (
    <Alert severity={job.fallback ? 'warning' : 'info'} data-testid="quote-one-time-job">
      {why ? `${planned} ${why}` : planned}
    </Alert>
  );
}

export function QuoteOneTimeJobs({ quote }: { quote: Pick<QuoteRecord, 'oneTimeJobs'> }) {
  if (!quote.oneTimeJobs?.length) return null;
  return (
    <Stack spacing={1}>
      {quote.oneTimeJobs.map((job, index) => (
        <OneTimeJob key={job.workLogId ?? index} job={job} />
      ))}
    </Stack>
  );
}
