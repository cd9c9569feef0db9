// The staff inbox (docs/messages.md "The inbox"): the threads (all, unread, assigned to me), the thread open (texts both
// ways, automatic ones too, its assignee and the reply box with templates) and the customer's context beside it. Read
// again when the socket says a thread changed; at 375 px the list and the thread take the screen in turn.
import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Chip,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  type Theme,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { REPLY_MAX } from '../../../common/schemas/conversation';
import { useStoredUser } from '../../auth/useStoredUser';
import type { LawnDeskDataProvider } from '../../dataProvider';
import type { ThreadDetail, ThreadFilter } from '../../dataProvider/conversationMethods';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useFormat } from '../../ui/format/useFormat';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

import { CONVERSATIONS_QUERY_KEY } from './inboxQueries';
import { MessageBubble } from './MessageBubble';
import { threadName } from './threadName';
import { AssigneePicker, ContextPanel } from './ThreadAside';

function ThreadList({ selected, onSelect }: { selected?: string; onSelect: (id: string) => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [filter, setFilter] = useState<ThreadFilter>('all');
  const { data, isPending } = useQuery({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'list', filter],
    queryFn: () => dataProvider.listThreads(filter, 0, 100),
  });
  return (
    <Stack sx={{ minHeight: 0, height: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_, value: ThreadFilter | null) => value && setFilter(value)}
        sx={{ p: 1 }}
        aria-label={translate('app.inbox.title')}
      >
        {(['all', 'unread', 'mine'] as const).map((value) => (
          <ToggleButton key={value} value={value} sx={{ flex: 1, textTransform: 'none' }}>
            {translate(`app.inbox.filters.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Divider />
      {isPending ? (
        <LoadingSpinner />
      ) : !data?.list.length ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('app.inbox.empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ overflowY: 'auto', flex: 1 }} aria-label={translate('app.inbox.back')}>
          {data.list.map((thread) => (
            <ListItemButton key={thread.id} selected={thread.id === selected} onClick={() => onSelect(thread.id)} divider>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography component="span" sx={{ fontWeight: thread.unread ? 700 : 400, flex: 1, minWidth: 0 }} noWrap>
                      {threadName(thread)}
                    </Typography>
                    {!thread.customerId && (
                      <Chip size="small" color="secondary" label={translate('app.inbox.lead')} sx={{ flexShrink: 0 }} />
                    )}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {/* Today's by its time, older ones by their day: the name keeps the room. */}
                      {format.dayOf(thread.lastMessageAt) === format.dayOf(new Date())
                        ? format.time(thread.lastMessageAt)
                        : format.dayOf(thread.lastMessageAt)}
                    </Typography>
                  </Stack>
                }
                secondary={
                  <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                    <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
                      {thread.lastInbound ? '' : `${translate('app.inbox.you')}: `}
                      {thread.lastBody ?? ''}
                    </Typography>
                    {thread.assigneeName && <Chip component="span" size="small" variant="outlined" label={thread.assigneeName} />}
                    {thread.unread > 0 && (
                      <Badge
                        color="error"
                        badgeContent={thread.unread}
                        aria-label={translate('app.inbox.unread', { smart_count: thread.unread })}
                        sx={{ mx: 1.5 }}
                      />
                    )}
                  </Stack>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Stack>
  );
}

function ReplyBox({ detail }: { detail: ThreadDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  // One key per reply written: a repeat after a lost answer sends it once; a new reply gets a new key.
  const key = useRef(crypto.randomUUID());
  const send = useMutation({
    mutationFn: () => dataProvider.replyToThread(detail.thread.id, body.trim(), key.current),
    onSuccess: () => {
      key.current = crypto.randomUUID();
      setBody('');
      notify('app.inbox.sent', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
    },
    onError: toastError,
  });
  const allowed = detail.context.textsAllowed;
  return (
    <Stack spacing={1} sx={{ p: 1.5 }}>
      {!allowed && <Alert severity="warning">{translate('app.inbox.texts_refused')}</Alert>}
      {detail.context.templates.length > 0 && (
        <TextField
          select
          size="small"
          label={translate('app.inbox.template')}
          value=""
          disabled={!allowed}
          onChange={(event) =>
            setBody(detail.context.templates.find((template) => template.id === event.target.value)?.body.slice(0, REPLY_MAX) ?? body)
          }
        >
          <MenuItem value="" disabled>
            {translate('app.inbox.no_template')}
          </MenuItem>
          {detail.context.templates.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        multiline
        minRows={2}
        maxRows={6}
        label={translate('app.inbox.reply_label')}
        placeholder={translate('app.inbox.reply_placeholder')}
        value={body}
        disabled={!allowed}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && body.trim() && !send.isPending) send.mutate();
        }}
        slotProps={{ htmlInput: { maxLength: REPLY_MAX } }}
        helperText={translate('app.inbox.characters', { count: body.length, max: REPLY_MAX })}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!allowed || !body.trim() || send.isPending}
          onClick={() => send.mutate()}
        >
          {translate('app.inbox.send')}
        </Button>
      </Box>
    </Stack>
  );
}

function ThreadView({ id, onBack, wide }: { id: string; onBack: () => void; wide: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const { data: detail, isPending } = useQuery({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'thread', id],
    queryFn: async () => {
      const read = await dataProvider.getThread(id);
      // Reading marked it read: the list's unread counts and the menu's badge follow.
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_QUERY_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_QUERY_KEY, 'unread'] });
      return read;
    },
  });
  const end = useRef<HTMLDivElement>(null);
  if (isPending || !detail) return <LoadingSpinner />;
  return (
    <Stack direction="row" sx={{ height: '100%', minHeight: 0 }}>
      <Stack sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
        <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {!wide && (
            <IconButton onClick={onBack} aria-label={translate('app.inbox.back')}>
              <ArrowBackIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 120 }} noWrap>
            {threadName(detail.thread)}
          </Typography>
          <AssigneePicker thread={detail.thread} />
        </Stack>
        <Divider />
        <Stack
          spacing={1}
          sx={{ p: 1.5, overflowY: 'auto', flex: 1 }}
          role="log"
          aria-label={translate('app.inbox.thread')}
          ref={(node: HTMLDivElement | null) => {
            if (node) node.scrollTop = node.scrollHeight;
          }}
        >
          {detail.messages.map((message) => (
            <MessageBubble key={`${message.direction}-${message.id}`} message={message} />
          ))}
          <div ref={end} />
        </Stack>
        <Divider />
        <ReplyBox key={detail.thread.id} detail={detail} />
        {!wide && (
          <>
            <Divider />
            <ContextPanel detail={detail} />
          </>
        )}
      </Stack>
      {wide && (
        <>
          <Divider orientation="vertical" flexItem />
          <Box sx={{ width: 300, flexShrink: 0, overflowY: 'auto' }}>
            <ContextPanel detail={detail} />
          </Box>
        </>
      )}
    </Stack>
  );
}

export function InboxPage() {
  const translate = useTranslate();
  const user = useStoredUser();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const selected = params.get('thread') ?? undefined;
  const select = useMemo(() => (id?: string) => setParams(id ? { thread: id } : {}, { replace: false }), [setParams]);
  if (!user) return null;
  const height = wide ? 'calc(100vh - 140px)' : undefined;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('app.inbox.title')} />
      <Card sx={{ display: 'flex', height, minHeight: wide ? 480 : undefined }}>
        {(wide || !selected) && (
          <Box sx={{ width: wide ? 340 : '100%', flexShrink: 0, borderRight: wide ? 1 : 0, borderColor: 'divider', minHeight: 0 }}>
            <ThreadList selected={selected} onSelect={select} />
          </Box>
        )}
        {selected ? (
          <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
            <ThreadView id={selected} wide={wide} onBack={() => select(undefined)} />
          </Box>
        ) : (
          wide && (
            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
              <Typography color="text.secondary">{translate('app.inbox.choose')}</Typography>
            </Box>
          )
        )}
      </Card>
    </Box>
  );
}
