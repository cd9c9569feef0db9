// The crew's service-delay prompt: a Yes/No question (service-delay-initial) or a notice to acknowledge (service-delay-confirm).
// The crew may put it aside (Escape or the close button) and answer later: its notification in the bell brings it back.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useStore, useTranslate } from 'react-admin';
import type { DelayConfig } from '../../../common/schemas/notification';
import { session } from '../../auth/session';
import { DELAY_PROMPT_ASIDE_KEY, isDelayPrompt } from '../notifications/delayPromptAside';
import { useNotificationListener } from '../notifications/socket';
import type { LawnDeskDataProvider } from '../../dataProvider';

const DELAY_CONFIG_QUERY_KEY = ['delayServiceConfig'];

/** The crew's open prompt, one query for the dialog and the dashboard's current request, so both show the same one. */
export function useDelayConfig({ enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {}) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const crewId = session.user()?.crew?._id;
  return useQuery({
    queryKey: [...DELAY_CONFIG_QUERY_KEY, crewId],
    enabled: Boolean(crewId) && enabled,
    staleTime,
    queryFn: () => dataProvider.getDelayConfig(crewId!),
  });
}

export function isPromptOpen(config: DelayConfig | undefined, now = new Date()): config is DelayConfig & { notificationId: string } {
  return Boolean(config?.display && config.notificationId && config.expire && new Date(config.expire) > now);
}

export function DelayPrompt() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [aside, setAside] = useStore<string | null>(DELAY_PROMPT_ASIDE_KEY, null);
  const vendorId = session.user()?.vendor?._id;
  const config = useDelayConfig();
  useNotificationListener((notification) => {
    if (isDelayPrompt(notification.type)) void config.refetch();
  });
  const answer = useMutation({
    mutationFn: (crewResponse: 'yes' | 'no') =>
      dataProvider.answerDelayPrompt(vendorId!, { notificationId: config.data?.notificationId, crewResponse }),
    onError: () => notify('app.delay.failed', { type: 'error' }),
    onSettled: () => config.refetch(),
  });
  if (!isPromptOpen(config.data) || aside === config.data.notificationId) return null;
  const { type, title, description, notificationId } = config.data;
  const putAside = () => {
    if (answer.isPending) return;
    setAside(notificationId);
    notify('app.delay.put_aside', { type: 'info' });
  };
  return (
    <Dialog open onClose={putAside} aria-labelledby="delay-prompt-title" aria-describedby="delay-prompt-text">
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between">
        <DialogTitle id="delay-prompt-title">{title}</DialogTitle>
        <IconButton aria-label={translate('app.delay.later')} onClick={putAside} sx={{ m: 1 }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <DialogContent>
        <DialogContentText id="delay-prompt-text">{description}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 2 }}>
          {translate('app.delay.later_hint')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {type === 'service-delay-initial' ? (
          <>
            <Button onClick={() => answer.mutate('no')} disabled={answer.isPending}>
              {translate('app.delay.no')}
            </Button>
            <Button variant="contained" onClick={() => answer.mutate('yes')} disabled={answer.isPending}>
              {translate('app.delay.yes')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => answer.mutate('yes')} disabled={answer.isPending}>
            {translate('app.delay.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
