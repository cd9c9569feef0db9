// After an import (which queues the geocoder itself when it is on): send its addresses still at their zip code's
// centre to the geocoder again, e.g. after correcting some of them.
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';

export function LocateApproximateButton({ importId }: { importId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const locate = useMutation({
    mutationFn: () => dataProvider.locateApproximate(importId),
    onSuccess: ({ approximate }) =>
      notify(approximate ? 'app.locations.locate_queued' : 'app.locations.none_approximate', {
        type: 'info',
        messageArgs: { smart_count: approximate },
      }),
    onError: (error) => reportError(error),
  });
  return (
    <Button variant="outlined" onClick={() => locate.mutate()} disabled={locate.isPending}>
      {translate('app.locations.locate_all')}
    </Button>
  );
}
