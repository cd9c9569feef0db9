// How far a newsletter has got: a bar to 100% once nobody waits, and each outcome's count.
import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type NewsletterCounts, percentDone } from '../../../common/schemas/newsletter';

const OUTCOME_COLORS = { sent: 'success', failed: 'error', skipped: 'default' } as const;

export function NewsletterProgressBar({ counts, compact = false }: { counts: NewsletterCounts; compact?: boolean }) {
  const translate = useTranslate();
  const percent = percentDone(counts);
  return (
    <Box sx={{ minWidth: 160 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ flex: 1, height: compact ? 6 : 10, borderRadius: 1 }}
          aria-label={translate('app.newsletters.progress_label')}
        />
        <Typography variant="body2" data-testid="newsletter-percent" sx={{ minWidth: 40, textAlign: 'right' }}>{`${percent}%`}</Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
        {(['sent', 'failed', 'skipped'] as const).map((outcome) => (
          <Chip
            key={outcome}
            size="small"
            variant="outlined"
            color={OUTCOME_COLORS[outcome]}
            label={translate(`app.newsletters.counts.${outcome}`, { count: counts[outcome] })}
          />
        ))}
        {!compact && counts.pending > 0 && (
          <Chip size="small" variant="outlined" label={translate('app.newsletters.counts.pending', { count: counts.pending })} />
        )}
      </Stack>
    </Box>
  );
}
