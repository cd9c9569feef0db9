// While a balance preview solves: how much of its time budget has gone, and the least driving found so far.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BalanceProgress } from '../../../common/schemas/balance';

/** A wait this long before the search started is said, since the budget counts from the start. */
const LONG_WAIT_MS = 5000;

export function SolvingProgress({
  progress,
}: {
  progress: Pick<BalanceProgress, 'elapsedMs' | 'budgetMs' | 'bestMiles'> & Partial<Pick<BalanceProgress, 'state' | 'ahead' | 'waitedMs'>>;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const seconds = (ms: number) => Math.round(ms / 1000);
  if (progress.state === 'queued') {
    const waiting = translate('app.work_logs.balance.queued', { smart_count: progress.ahead ?? 0 });
    return (
      <Box role="status" sx={{ p: 2 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {waiting}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.work_logs.balance.queued_budget', { budget: Math.max(1, seconds(progress.budgetMs)) })}
        </Typography>
        <LinearProgress aria-label={waiting} />
      </Box>
    );
  }
  const budget = Math.max(1, seconds(progress.budgetMs));
  const elapsed = Math.min(seconds(progress.elapsedMs), budget);
  const solving = translate('app.work_logs.balance.solving', { elapsed, budget });
  const best =
    progress.bestMiles === null
      ? ''
      : ` · ${translate('app.work_logs.balance.best_so_far', {
          miles: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(progress.bestMiles),
        })}`;
  return (
    <Box role="status" sx={{ p: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {solving}
        {best}
      </Typography>
      {(progress.waitedMs ?? 0) >= LONG_WAIT_MS && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.work_logs.balance.waited', { waited: seconds(progress.waitedMs!) })}
        </Typography>
      )}
      <LinearProgress variant="determinate" value={Math.min(100, (progress.elapsedMs / progress.budgetMs) * 100)} aria-label={solving} />
    </Box>
  );
}
