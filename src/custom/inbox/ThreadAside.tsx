// Beside an inbox thread: who it is assigned to, and the customer's context (next visit, money owed, last messages).

import { Alert, Box, Link as MuiLink, List, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

import type { LawnDeskDataProvider } from '../../dataProvider';
import type { Thread, ThreadDetail } from '../../dataProvider/conversationMethods';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useFormat } from '../../ui/format/useFormat';

import { propertyViewPath } from '../propertyView/paths';
import { CONVERSATIONS_QUERY_KEY } from './inboxQueries';
import { phone } from './threadName';

export function AssigneePicker({ thread }: { thread: Thread }) {
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const { data: staff = [] } = useQuery({ queryKey: ['staff', 'assignable'], queryFn: () => dataProvider.getStaff() });
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) => dataProvider.assignThread(thread.id, assigneeId),
    onSuccess: () => {
      notify('app.inbox.assigned', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
    },
    onError: toastError,
  });
  return (
    <TextField
      select
      size="small"
      label={translate('app.inbox.assignee')}
      value={thread.assigneeId ?? ''}
      onChange={(event) => assign.mutate(event.target.value || null)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{translate('app.inbox.nobody')}</MenuItem>
      {staff.map((member) => (
        <MenuItem key={member._id} value={member._id}>
          {`${member.name.first} ${member.name.last}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ContextPanel({ detail }: { detail: ThreadDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const { context } = detail;
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('app.inbox.context.title')}
      </Typography>
      <Typography variant="body2">
        {context.name ?? translate('app.inbox.lead')} · {phone(context.mobile)}
      </Typography>
      {!context.customerId && <Alert severity="info">{translate('app.inbox.context.lead_note')}</Alert>}
      {context.propertyId && (
        <MuiLink component={Link} to={propertyViewPath(context.propertyId, 'messages')} variant="body2">
          {translate('app.inbox.context.open')}
        </MuiLink>
      )}
      {context.customerId && (
        <>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {translate('app.inbox.context.next_visit')}
            </Typography>
            <Typography variant="body2">
              {context.nextVisit
                ? `${format.dayOf(context.nextVisit.date)} · ${context.nextVisit.address}`
                : translate('app.inbox.context.none')}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {translate('app.inbox.context.balance')}
            </Typography>
            <Typography variant="body2" color={context.balanceCents > 0 ? 'error' : undefined}>
              {format.money(context.balanceCents)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {translate('app.inbox.context.last_messages')}
            </Typography>
            {context.lastMessages.length ? (
              <List dense disablePadding>
                {context.lastMessages.map((message) => (
                  <ListItemText
                    key={`${message.channel}-${message.at}`}
                    primary={`${translate(`app.customer_messages.channels.${message.channel}`)} · ${translate(
                      `app.customer_messages.moments.${message.moment ?? 'other'}`,
                      { _: translate('app.customer_messages.moments.other') },
                    )}`}
                    secondary={`${format.dateTime(message.at)} · ${translate(`app.inbox.statuses.${message.status}`, { _: message.status })}`}
                    sx={{ my: 0.5 }}
                  />
                ))}
              </List>
            ) : (
              <Typography variant="body2">{translate('app.inbox.context.no_messages')}</Typography>
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}
