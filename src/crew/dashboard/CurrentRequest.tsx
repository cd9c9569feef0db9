// The crew's open service-delay prompt on the dashboard, shown or hidden from the profile menu.
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useShowCurrentRequest } from '../../ui/currentRequest/CurrentRequestMenuItem';
import { isPromptOpen, useDelayConfig } from '../../ui/delayPrompt/DelayPrompt';

export function CurrentRequest() {
  const translate = useTranslate();
  const [shown] = useShowCurrentRequest();
  // The dialog's answer, read as the app opened (and again at each delay notification), is not asked for a second time
  // as the page opens.
  const config = useDelayConfig({ enabled: shown, staleTime: 10_000 });
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
