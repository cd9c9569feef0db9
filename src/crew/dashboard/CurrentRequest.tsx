// The crew's open service-delay prompt on the dashboard, shown or hidden from the profile menu.
import { Alert, AlertTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { session } from '../../auth/session';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useShowCurrentRequest } from '../currentRequest/CurrentRequestMenuItem';
import { DELAY_CONFIG_QUERY_KEY, isPromptOpen } from '../delayPrompt/DelayPrompt';

export function CurrentRequest() {
  const translate = useTranslate();
  const [shown] = useShowCurrentRequest();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const crewId = session.user()?.crew?._id;
  // The same query as the prompt's dialog, so both show the same request; the dialog's answer, read as the app opened
  // (and again at each delay notification), is not asked for a second time as the page opens.
  const config = useQuery({
    queryKey: [...DELAY_CONFIG_QUERY_KEY, crewId],
    enabled: Boolean(crewId) && shown,
    staleTime: 10_000,
    queryFn: () => dataProvider.getDelayConfig(crewId!),
  });
  if (!shown) return null;
  if (!isPromptOpen(config.data)) {
    return (
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="current-request">
        {translate('app.crew_day.no_current_request')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="current-request">
      <AlertTitle>{config.data.title}</AlertTitle>
      {config.data.description}
    </Alert>
  );
}
