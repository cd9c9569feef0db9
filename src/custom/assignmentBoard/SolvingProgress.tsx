// While a balance preview solves: how much of its time budget has gone, and the least driving found so far.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BalanceProgress } from '../../../common/schemas/balance';

export function SolvingProgress({ progress }: { progress: Pick<BalanceProgress, 'elapsedMs' | 'budgetMs' | 'bestMiles'> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const seconds = (ms: number) => Math.round(ms / 1000);
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
      <LinearProgress variant="determinate" value={Math.min(100, (progress.elapsedMs / progress.budgetMs) * 100)} aria-label={solving} />
    </Box>
  );
}
