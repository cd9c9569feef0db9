// One referral tracker seen from one customer: who referred whom, the referred property's completed visits toward the
// referrer's free mow (6th) and the referred customer's (10th), and the rewards earned.
import type { ReactNode } from 'react';
import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REFERRED_REWARD_VISIT, REFERRER_REWARD_VISIT, type TrackerRecord } from '../../../common/schemas/referral';

function Goal({ label, visits, goal, earned }: { label: string; visits: number; goal: number; earned: boolean }) {
  const translate = useTranslate();
  return (
    <Box>
      <Stack direction="row" justifyContent="space-between" spacing={1}>
        <Typography variant="body2">{translate(label)}</Typography>
        <Typography variant="body2" color={earned ? 'success.main' : 'text.secondary'}>
          {translate(earned ? 'app.referrals.earned' : 'app.referrals.visits_of', { visits: Math.min(visits, goal), goal })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (visits / goal) * 100)}
        color={earned ? 'success' : 'primary'}
        aria-label={translate(label)}
      />
    </Box>
  );
}

const WORDING = {
  customer: { referrer: 'app.referrals.you_referred', referred: 'app.referrals.referred_you' },
  staff: { referrer: 'app.referrals.property_referred', referred: 'app.referrals.property_referred_by' },
};

interface TrackerProgressProps {
  tracker: TrackerRecord;
  /** The customer whose side the tracker is read from: the signed-in customer, or the property staff are on. */
  viewerCustomerId: string;
  voice?: keyof typeof WORDING;
  action?: ReactNode;
}

export function TrackerProgress({ tracker, viewerCustomerId, voice = 'customer', action }: TrackerProgressProps) {
  const translate = useTranslate();
  const isReferrer = tracker.referrer.customerId === viewerCustomerId;
  const other = isReferrer ? tracker.referred : tracker.referrer;
  const place = other.address ? ` · ${other.address}` : '';
  return (
    <Stack spacing={1} sx={{ py: 1.5 }} data-testid="referral-tracker">
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {translate(WORDING[voice][isReferrer ? 'referrer' : 'referred'], { name: other.customerName })}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate('app.referrals.completed_visits', { smart_count: tracker.visits })}
            {place}
          </Typography>
        </Box>
        {action}
      </Stack>
      <Goal
        label="app.referrals.referrer_goal"
        visits={tracker.visits}
        goal={REFERRER_REWARD_VISIT}
        earned={tracker.referrerRewardEarned}
      />
      <Goal
        label="app.referrals.referred_goal"
        visits={tracker.visits}
        goal={REFERRED_REWARD_VISIT}
        earned={tracker.referredRewardEarned}
      />
      {tracker.referrerRewardEarned && tracker.referredRewardEarned && (
        <Chip size="small" color="success" label={translate('app.referrals.complete')} sx={{ alignSelf: 'start' }} />
      )}
    </Stack>
  );
}
