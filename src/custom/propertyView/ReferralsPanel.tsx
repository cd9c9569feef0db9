// The property's referrals for staff: its trackers (as referrer or referred) with their counts, removing one, counting a
// missed visit, adding a referral by code, and the customer's free mows, which staff may apply to one of its mows.
import { useEffect, useRef, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, Divider, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { TrackerRecord } from '../../../common/schemas/referral';
import { WALLET_QUERY_KEY, TrackerProgress, UseFreeMowDialog } from '../../customer/referAndEarn';
import { isReferralQuery } from '../../ui/notifications/liveQueries';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useNotifiedWrite } from '../../ui/forms/useNotifiedWrite';
import { REFERRALS_ANCHOR } from './paths';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { AddReferralDialog, CountVisitDialog } from './ReferralDialogs';

export function ReferralsPanel({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const { hash } = useLocation();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === `#${REFERRALS_ANCHOR}`) panel.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const customerId = property.customer._id;
  const scope = { customerId, propertyId: property._id };
  const [adding, setAdding] = useState(false);
  const [counting, setCounting] = useState<TrackerRecord | null>(null);
  const [removing, setRemoving] = useState<TrackerRecord | null>(null);
  const [applying, setApplying] = useState(false);
  const wallet = useQuery({
    queryKey: [WALLET_QUERY_KEY, customerId, property._id],
    queryFn: () => dataProvider.getReferralTrackers(scope),
  });
  const refresh = () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => isReferralQuery(queryKey) });
  const remove = useNotifiedWrite(
    (trackerId: string) => dataProvider.removeTracker(trackerId),
    'app.referrals.removed',
    refresh,
    () => setRemoving(null),
  );
  const canEdit = !property.customer.locked;

  return (
    <Card component="section" ref={panel} id={REFERRALS_ANCHOR} aria-labelledby="referrals-panel-title">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1}>
          <Typography id="referrals-panel-title" variant="h6" component="h2">
            {translate('app.referrals.panel_title')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" disabled={!canEdit || !wallet.data?.available} onClick={() => setApplying(true)}>
              {translate('app.referrals.use_free_mow')}
            </Button>
            <Button size="small" startIcon={<AddIcon />} disabled={!canEdit} onClick={() => setAdding(true)}>
              {translate('app.referrals.add_referral')}
            </Button>
          </Stack>
        </Stack>
        {wallet.isError && <Alert severity="error">{translate('app.referrals.staff_load_failed')}</Alert>}
        {wallet.data && (
          <>
            <Typography variant="body2" color="text.secondary" aria-label={translate('app.referrals.property_wallet')}>
              {translate('app.referrals.free_mows_available', { smart_count: wallet.data.available })}
            </Typography>
            {wallet.data.trackers.length === 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate('app.referrals.staff_no_trackers')}
              </Typography>
            )}
            {wallet.data.trackers.map((tracker, index) => (
              <Box key={tracker._id}>
                {index > 0 && <Divider />}
                <TrackerProgress
                  tracker={tracker}
                  viewerCustomerId={customerId}
                  voice="staff"
                  action={
                    canEdit && (
                      <Stack direction="row">
                        <Button size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => setCounting(tracker)}>
                          {translate('app.referrals.count_visit')}
                        </Button>
                        <Tooltip title={translate('app.referrals.remove')}>
                          <IconButton size="small" aria-label={translate('app.referrals.remove')} onClick={() => setRemoving(tracker)}>
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    )
                  }
                />
              </Box>
            ))}
          </>
        )}
      </CardContent>
      {adding && <AddReferralDialog propertyId={property._id} open onClose={() => setAdding(false)} refresh={refresh} />}
      <CountVisitDialog tracker={counting} onClose={() => setCounting(null)} refresh={refresh} />
      <UseFreeMowDialog
        customerId={customerId}
        propertyId={property._id}
        open={applying}
        onClose={() => setApplying(false)}
        refresh={refresh}
      />
      <Confirm
        isOpen={Boolean(removing)}
        loading={remove.isPending}
        title="app.referrals.remove_title"
        content="app.referrals.remove_content"
        onConfirm={() => removing && remove.mutate(removing._id)}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
