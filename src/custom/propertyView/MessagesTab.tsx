// The Messages tab: every e-mail and text the customer was sent (which moment, to where, its status and why it failed),
// newest first, each with Resend, and Cancel while it still waits (queued, held for quiet hours, retrying); why one was
// not sent when its time came; and a message sent from a template (SendMessageDialog).
import EmailIcon from '@mui/icons-material/Email';
import SendIcon from '@mui/icons-material/Send';
import SmsIcon from '@mui/icons-material/Sms';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type CustomerMessage, MOMENT_KINDS, WAITING_STATUSES } from '../../../common/schemas/customerMessage';
import { useFormat } from '../../ui/format/useFormat';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { SendMessageDialog } from './SendMessageDialog';
import { propertyViewKeys, usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

const STATUS_COLORS: Record<string, 'success' | 'error' | 'warning' | 'default'> = {
  sent: 'success',
  delivered: 'success',
  failed: 'error',
  undelivered: 'error',
  refused: 'warning',
  held: 'warning',
  retrying: 'warning',
  dropped: 'default',
};
const WAITING: readonly string[] = WAITING_STATUSES;

const SHOWN_MOMENTS: readonly string[] = [...MOMENT_KINDS, 'template', 'reply'];
const momentKey = (moment: string | null) => `app.customer_messages.moments.${moment && SHOWN_MOMENTS.includes(moment) ? moment : 'other'}`;

function MessageItem({ message, customerId }: { message: CustomerMessage; customerId: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = usePropertyViewProvider();
  const resend = usePropertyWrite(
    () => dataProvider.resendCustomerMessage(customerId, message._id),
    translate('app.customer_messages.resent'),
  );
  const cancel = usePropertyWrite(
    () => dataProvider.cancelCustomerMessage(customerId, message._id),
    translate('app.customer_messages.cancelled'),
  );
  const channel = translate(`app.customer_messages.channels.${message.channel}`);
  const moment = translate(momentKey(message.moment));
  const Icon = message.channel === 'email' ? EmailIcon : SmsIcon;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Icon fontSize="small" color="action" aria-label={channel} />
        <Typography variant="subtitle2" component="span">
          {moment}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLORS[message.status] ?? 'default'}
          label={translate(`app.customer_messages.statuses.${message.status}`)}
        />
        {WAITING.includes(message.status) && (
          <Button
            size="small"
            color="warning"
            sx={{ ml: 'auto' }}
            onClick={() => cancel.mutate(undefined)}
            disabled={cancel.isPending}
            aria-label={translate('app.customer_messages.cancel_of', { moment, channel })}
          >
            {translate('app.customer_messages.cancel')}
          </Button>
        )}
        <Button
          size="small"
          sx={WAITING.includes(message.status) ? undefined : { ml: 'auto' }}
          onClick={() => resend.mutate(undefined)}
          disabled={resend.isPending}
          aria-label={translate('app.customer_messages.resend_of', { moment, channel })}
        >
          {translate('app.customer_messages.resend')}
        </Button>
      </Stack>
      {message.subject && <Typography variant="body2">{message.subject}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      {message.dropReason && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.customer_messages.reason', {
            reason: translate(`app.customer_messages.drop_reasons.${message.dropReason}`),
          })}
        </Typography>
      )}
      {message.reason && (
        <Typography variant="body2" color="error">
          {translate('app.customer_messages.reason', { reason: message.reason })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {[
          translate('app.customer_messages.to', { to: message.to }),
          message.sentAt
            ? translate('app.customer_messages.sent_at', { date: format.dateTime(message.sentAt) })
            : translate('app.customer_messages.written_at', { date: format.dateTime(message.createdAt) }),
        ].join(' · ')}
      </Typography>
    </Paper>
  );
}

export function MessagesTab({ customerId, propertyId }: { customerId: string; propertyId: string }) {
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const dataProvider = usePropertyViewProvider();
  const { data, error } = useQuery({
    queryKey: propertyViewKeys.messages(customerId),
    queryFn: () => dataProvider.getCustomerMessages(customerId),
  });
  if (error) return <Alert severity="error">{translate('app.customer_messages.load_failed')}</Alert>;
  if (!data) return <LoadingSpinner size={40} />;
  return (
    <Box component="section" aria-label={translate('app.customer_messages.title')}>
      <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
        <Button startIcon={<SendIcon />} onClick={() => setSending(true)}>
          {translate('app.customer_messages.send')}
        </Button>
      </Stack>
      {sending && <SendMessageDialog customerId={customerId} propertyId={propertyId} onClose={() => setSending(false)} />}
      {data.length ? (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {data.map((message) => (
            <MessageItem key={message._id} message={message} customerId={customerId} />
          ))}
        </Stack>
      ) : (
        <Alert severity="info">{translate('app.customer_messages.empty')}</Alert>
      )}
    </Box>
  );
}
