// The quote editor: lines (Lawn Service with its frequency, Bush and Bed, one-time jobs, free text), each priced and
// optional or not, a deposit, the expiry and the terms. A new mowing line is priced from the lead's vendor's price for
// its lot size where one applies, and stays editable. A lead priced on the sign-up page starts from the price and
// frequency it was shown. Saving a sent quote makes a new version (the server's rule).
import { Fragment, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FREQUENCIES } from '../../../common/schemas/service';
import { type LeadRecord, QUOTE_LINE_TYPES, type QuoteLine, type QuoteLineType, type QuoteUpdate } from '../../../common/schemas/quote';
import { useFormat } from '../../ui/format/useFormat';
import type { ExpectedService } from '../../../common/schemas/expectedTime';
import { QuoteLineExpectation } from './QuoteLineExpectation';

export interface QuoteDraft {
  lines: QuoteLine[];
  depositCents: number;
  /** The deposit as a percent of the required lines' total with tax; null when asked in dollars. */
  depositPercent: number | null;
  expiresOn: string;
  notes: string | null;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const emptyDraft = (): QuoteDraft => ({ lines: [], depositCents: 0, depositPercent: null, expiresOn: inDays(30), notes: null });

/** A new quote for the lead: its sign-up's instant price (mowing, the frequency chosen, per visit) as the first line. */
export function draftForLead({ quotedFrequency, quotedPriceCents }: Pick<LeadRecord, 'quotedFrequency' | 'quotedPriceCents'>): QuoteDraft {
  const draft = emptyDraft();
  if (quotedFrequency === null || quotedPriceCents === null) return draft;
  const line = { type: 'mow', frequency: quotedFrequency, description: null, priceCents: quotedPriceCents, optional: false } as const;
  return { ...draft, lines: [line] };
}

const newLine = (type: QuoteLineType, mowPriceCents: number | null): QuoteLine => ({
  type,
  frequency: type === 'mow' ? 1 : type === 'bnb' ? 4 : null,
  description: null,
  priceCents: type === 'mow' ? (mowPriceCents ?? 0) : 0,
  optional: false,
});

const dollarsOf = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (text: string) => Math.max(0, Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) || 0);
/** A percent typed, 0 to 100 (the server refuses more); blank is none: the deposit is in dollars. */
const percentOf = (text: string) => (text.trim() === '' ? null : Math.min(100, Math.max(0, Number(text.replace(/[^\d.]/g, '')) || 0)));

export function QuoteEditor({
  initial,
  mowPriceCents,
  expected = [],
  saving,
  onSave,
  onCancel,
}: {
  initial: QuoteDraft;
  /** The vendor's per-visit price for the lot size, in cents; null when none applies. */
  mowPriceCents: number | null;
  /** Each service's expected minutes on site for the lot (and labour, for an admin), shown under its lines. */
  expected?: readonly ExpectedService[];
  saving: boolean;
  onSave: (draft: QuoteUpdate) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const [draft, setDraft] = useState<QuoteDraft>(initial);
  // Each line's key outlives removals above it, so its price field (typed freely, read on blur) stays its own.
  const [keys, setKeys] = useState(() => initial.lines.map((_, index) => index));
  // The price as typed, by line key, so the margin follows each keystroke before the line takes it on blur.
  const [typed, setTyped] = useState<Record<number, string>>({});
  const addLine = (type: QuoteLineType) => {
    setKeys((before) => [...before, Math.max(-1, ...before) + 1]);
    setDraft((before) => ({ ...before, lines: [...before.lines, newLine(type, mowPriceCents)] }));
  };
  const removeLine = (index: number) => {
    setKeys((before) => before.filter((_, at) => at !== index));
    setDraft((before) => ({ ...before, lines: before.lines.filter((_, at) => at !== index) }));
  };
  const setLine = (index: number, change: Partial<QuoteLine>) =>
    setDraft((before) => ({ ...before, lines: before.lines.map((line, at) => (at === index ? { ...line, ...change } : line)) }));
  const total = draft.lines.reduce((sum, line) => sum + (line.optional ? 0 : line.priceCents), 0);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ ...draft, notes: draft.notes || null });
      }}
    >
      {draft.lines.map((line, index) => {
        const expectation = expected.find((service) => service.service === line.type);
        const typedPrice = typed[keys[index]!];
        return (
          <Fragment key={keys[index]}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} data-testid="quote-editor-line">
              <TextField
                select
                size="small"
                label={translate('app.quotes.line_type')}
                value={line.type}
                onChange={(event) => setLine(index, { type: event.target.value as QuoteLineType })}
                sx={{ flex: { sm: '0 0 170px' } }}
              >
                {QUOTE_LINE_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {translate(`app.quotes.line_types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              {(line.type === 'mow' || line.type === 'bnb') && (
                <TextField
                  select
                  size="small"
                  label={translate('app.quotes.how_often')}
                  value={line.frequency ?? -1}
                  onChange={(event) => setLine(index, { frequency: Number(event.target.value) })}
                  sx={{ flex: { sm: '0 0 160px' } }}
                >
                  {FREQUENCIES.filter((weeks) => line.type === 'bnb' || weeks > 0).map((weeks) => (
                    <MenuItem key={weeks} value={weeks}>
                      {translate(`app.quotes.frequency.${weeks}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <TextField
                size="small"
                label={translate('app.quotes.description')}
                value={line.description ?? ''}
                onChange={(event) => setLine(index, { description: event.target.value || null })}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <TextField
                size="small"
                label={translate('app.quotes.price')}
                defaultValue={dollarsOf(line.priceCents)}
                onChange={(event) => setTyped((before) => ({ ...before, [keys[index]!]: event.target.value }))}
                onBlur={(event) => setLine(index, { priceCents: centsOf(event.target.value) })}
                inputProps={{ inputMode: 'decimal' }}
                sx={{ flex: { sm: '0 0 120px' } }}
              />
              <FormControlLabel
                control={<Checkbox checked={line.optional} onChange={(event) => setLine(index, { optional: event.target.checked })} />}
                label={translate('app.quotes.optional')}
              />
              <IconButton aria-label={translate('app.quotes.remove_line')} onClick={() => removeLine(index)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
            {expectation && (
              <QuoteLineExpectation expected={expectation} priceCents={typedPrice === undefined ? line.priceCents : centsOf(typedPrice)} />
            )}
          </Fragment>
        );
      })}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {QUOTE_LINE_TYPES.map((type) => (
          <Button key={type} size="small" startIcon={<AddIcon />} onClick={() => addLine(type)}>
            {translate(`app.quotes.line_types.${type}`)}
          </Button>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label={translate('app.quotes.deposit')}
          defaultValue={dollarsOf(draft.depositCents)}
          disabled={draft.depositPercent !== null}
          onBlur={(event) => setDraft((before) => ({ ...before, depositCents: centsOf(event.target.value) }))}
          inputProps={{ inputMode: 'decimal' }}
        />
        <TextField
          size="small"
          label={translate('app.quotes.deposit_percent')}
          defaultValue={draft.depositPercent ?? ''}
          helperText={translate('app.quotes.deposit_percent_helper')}
          onBlur={(event) => setDraft((before) => ({ ...before, depositPercent: percentOf(event.target.value) }))}
          inputProps={{ inputMode: 'decimal', 'data-testid': 'quote-deposit-percent' }}
        />
        <TextField
          size="small"
          type="date"
          label={translate('app.quotes.expires_on')}
          value={draft.expiresOn}
          onChange={(event) => setDraft((before) => ({ ...before, expiresOn: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        label={translate('app.quotes.terms')}
        value={draft.notes ?? ''}
        onChange={(event) => setDraft((before) => ({ ...before, notes: event.target.value }))}
        multiline
        minRows={2}
      />
      <Typography variant="h6" component="p">
        {translate('app.quotes.total_required', { amount: format.money(total) })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving || draft.lines.length === 0}>
          {translate('ra.action.save')}
        </Button>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
