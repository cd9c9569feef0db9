// Send a message from the Messages tab: an active template, filled from this property, by e-mail or text, previewed as
// the customer receives it (POST /customers/{id}/previewMail), then sent (POST /customers/{id}/messages).
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGE_CHANNELS, type TemplateMessageInput } from '../../../common/schemas/customerMessage';
import { propertyViewKeys, usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

type Channel = TemplateMessageInput['channel'];

export function SendMessageDialog({ customerId, propertyId, onClose }: { customerId: string; propertyId: string; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customer_messages.${key}`);
  const dataProvider = usePropertyViewProvider();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [templateId, setTemplateId] = useState('');
  const [channel, setChannel] = useState<Channel>('email');
  const templates = useQuery({ queryKey: ['email-templates', 'active'], queryFn: () => dataProvider.getActiveTemplates() });
  const preview = useQuery({
    queryKey: [...propertyViewKeys.messages(customerId), 'preview', templateId, propertyId],
    queryFn: () => dataProvider.previewMail(customerId, { templateId, propertyId }),
    enabled: Boolean(templateId),
  });
  const send = usePropertyWrite(
    () => dataProvider.sendTemplateMessage(customerId, { templateId, channel, propertyId }),
    'server.messages.sent',
    onClose,
  );
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="send-message-title">
      <DialogTitle id="send-message-title">{t('send')}</DialogTitle>
      <DialogContent dividers>
        {templates.data?.length === 0 && <Alert severity="info">{t('no_templates')}</Alert>}
        <Stack spacing={2}>
          <TextField select label={t('send_template')} value={templateId} onChange={(event) => setTemplateId(event.target.value)} fullWidth>
            {(templates.data ?? []).map((template) => (
              <MenuItem key={template._id} value={template._id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
          <RadioGroup row aria-label={t('send_channel')} value={channel} onChange={(event) => setChannel(event.target.value as Channel)}>
            {MESSAGE_CHANNELS.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={t(`channels.${option}`)} />
            ))}
          </RadioGroup>
          {preview.data && (
            <section aria-label={t('send_preview')}>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {t('send_preview')}
              </Typography>
              <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
                {channel === 'email' && (
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
                    {preview.data.subject}
                  </Typography>
                )}
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                  {preview.data.text}
                </Typography>
              </Paper>
            </section>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!templateId || send.isPending} onClick={() => send.mutate(undefined)}>
          {t('send_action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
