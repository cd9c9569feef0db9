// The public quote page's Decline: a reason from a short list and the customer's words (needed with "another reason").
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { QUOTE_DECLINE_REASONS, type QuoteDeclineReason } from '../../../common/schemas/quote';
import type { LawnDeskDataProvider } from '../../dataProvider';

export function DeclineQuoteButton({ token, onDeclined }: { token: string; onDeclined: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<QuoteDeclineReason | ''>('');
  const [note, setNote] = useState('');
  const [shown, setShown] = useState<{ reason?: boolean; note?: boolean }>({});
  const decline = useMutation({
    mutationFn: () => dataProvider.declinePublicQuote(token, { reason: reason as QuoteDeclineReason, note: note.trim() || null }),
    onSuccess: () => {
      setOpen(false);
      onDeclined();
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = { reason: !reason, note: reason === 'other' && !note.trim() };
    setShown(missing);
    if (!missing.reason && !missing.note) decline.mutate();
  };

  return (
    <>
      <Button variant="text" color="inherit" onClick={() => setOpen(true)}>
        {translate('app.quotes.decline')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <form noValidate onSubmit={submit}>
          <DialogTitle>{translate('app.quotes.decline_title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('app.quotes.decline_intro')}
            </Typography>
            <FormControl error={shown.reason} required>
              <FormLabel id="decline-reason">{translate('app.quotes.decline_reason')}</FormLabel>
              <RadioGroup
                aria-labelledby="decline-reason"
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value as QuoteDeclineReason);
                  setShown({});
                }}
              >
                {QUOTE_DECLINE_REASONS.map((choice) => (
                  <FormControlLabel
                    key={choice}
                    value={choice}
                    control={<Radio />}
                    label={translate(`server.quotes.decline_reasons.${choice}`)}
                  />
                ))}
              </RadioGroup>
              {shown.reason && <FormHelperText>{translate('validation.quote.decline_reason_required')}</FormHelperText>}
            </FormControl>
            <TextField
              label={translate('app.quotes.decline_note')}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setShown({});
              }}
              error={shown.note}
              helperText={shown.note ? translate('validation.quote.decline_note_required') : ' '}
              required={reason === 'other'}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              multiline
              minRows={2}
              fullWidth
              sx={{ mt: 2 }}
            />
            {decline.error && (
              <Alert severity="error" role="alert">
                {translate(decline.error.message, { _: decline.error.message })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={decline.isPending}>
              {translate('app.quotes.decline_confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
