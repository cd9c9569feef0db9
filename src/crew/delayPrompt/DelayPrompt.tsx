// The crew's service-delay prompt: a Yes/No question (service-delay-initial) or a notice to acknowledge (service-delay-confirm).
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DELAY_PROMPT_TYPES, type DelayConfig } from '../../../common/schemas/notification';
import { session } from '../../auth/session';
import { useNotificationListener } from '../../custom/notifications/socket';
import type { LawnDeskDataProvider } from '../../dataProvider';

export const DELAY_CONFIG_QUERY_KEY = ['delayServiceConfig'];

export function isPromptOpen(config: DelayConfig | undefined, now = new Date()): config is DelayConfig & { notificationId: string } {
  return Boolean(config?.display && config.notificationId && config.expire && new Date(config.expire) > now);
}

export function DelayPrompt() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const user = session.user();
  const crewId = user?.crew?._id;
  const vendorId = user?.vendor?._id;
  const config = useQuery({
    queryKey: [...DELAY_CONFIG_QUERY_KEY, crewId],
    enabled: Boolean(crewId),
    queryFn: () => dataProvider.getDelayConfig(crewId!),
  });
  useNotificationListener((notification) => {
    if ((DELAY_PROMPT_TYPES as readonly string[]).includes(notification.type)) void config.refetch();
  });
  const answer = useMutation({
    mutationFn: (crewResponse: 'yes' | 'no') =>
      dataProvider.answerDelayPrompt(vendorId!, { notificationId: config.data?.notificationId, crewResponse }),
    onError: () => notify('app.delay.failed', { type: 'error' }),
    onSettled: () => config.refetch(),
  });
  if (!isPromptOpen(config.data)) return null;
  const { type, title, description } = config.data;
  return (
    <Dialog open aria-labelledby="delay-prompt-title">
      <DialogTitle id="delay-prompt-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {type === 'service-delay-initial' ? (
          <>
            <Button onClick={() => answer.mutate('no')} disabled={answer.isPending}>{translate('app.delay.no')}</Button>
            <Button variant="contained" onClick={() => answer.mutate('yes')} disabled={answer.isPending}>{translate('app.delay.yes')}</Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => answer.mutate('yes')} disabled={answer.isPending}>{translate('app.delay.ok')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
