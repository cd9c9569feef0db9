// After an import (which queues the geocoder itself when it is on): send its addresses still at their zip code's
// centre to the geocoder again, e.g. after correcting some of them; not offered when no geocoder is configured.
import { Button } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';

export function LocateApproximateButton({ importId }: { importId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  // Offered only with a geocoder configured (GEOCODER): without one the button could only fail.
  const geocoding = useQuery({ queryKey: ['geocoding'], queryFn: () => dataProvider.geocodingState(), staleTime: Infinity });
  const locate = useMutation({
    mutationFn: () => dataProvider.locateApproximate(importId),
    onSuccess: ({ approximate }) =>
      notify(approximate ? 'app.locations.locate_queued' : 'app.locations.none_approximate', {
        type: 'info',
        messageArgs: { smart_count: approximate },
      }),
    onError: (error) => reportError(error),
  });
  if (!geocoding.data?.on) return null;
  return (
    <Button variant="outlined" onClick={() => locate.mutate()} disabled={locate.isPending}>
      {translate('app.locations.locate_all')}
    </Button>
  );
}
