// One text of an inbox thread, in or out (automatic ones too), with its images and its delivery status.

import { Box, Link as MuiLink, Typography } from '@mui/material';

import { MmsImage } from './MmsImage';

import { useTranslate } from 'react-admin';

import type { ThreadMessage } from '../../dataProvider/conversationMethods';

import { useFormat } from '../../ui/format/useFormat';

export function MessageBubble({ message }: { message: ThreadMessage }) {
  const translate = useTranslate();
  const format = useFormat();
  const out = message.direction === 'out';
  const moment = message.moment && message.moment !== 'reply' ? message.moment : null;
  const who = out
    ? (message.sentByName ??
      (moment
        ? translate('app.inbox.automatic', {
            moment: translate(`app.customer_messages.moments.${moment}`, { _: translate('app.customer_messages.moments.other') }),
          })
        : null))
    : null;
  return (
    <Box sx={{ display: 'flex', justifyContent: out ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: out ? 'primary.main' : 'action.selected',
          color: out ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
        {message.media.map((part) =>
          part.image ? (
            <MmsImage key={part.url} image={part.image} />
          ) : (
            <MuiLink
              key={part.url}
              href={part.url}
              target="_blank"
              rel="noreferrer"
              color="inherit"
              variant="body2"
              sx={{ display: 'block' }}
            >
              {part.contentType.startsWith('image/')
                ? translate('app.inbox.photo')
                : translate('app.inbox.media', { type: part.contentType })}
            </MuiLink>
          ),
        )}
        <Typography variant="caption" sx={{ display: 'block', opacity: 0.8, mt: 0.5 }}>
          {[who, format.dateTime(message.at), message.status && translate(`app.inbox.statuses.${message.status}`, { _: message.status })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}
