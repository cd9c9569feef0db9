// The public quote page (/quote/:token, no sign-in): the business, the quote's lines (optional ones to tick), the photos
// staff attached (opening larger), the total with its sales tax, the terms, "type your name to approve" and Decline with
// a reason. An approved, expired or declined quote says so; an approved one with a deposit owed shows the card form to
// pay it (QuoteDeposit), then its receipt; an unknown link says only that it is not valid. Opens in the customer's
// language, with the switch the sign-in pages have. A quote whose lead matches an existing account offers to sign in
// to add it there (QuoteAccount).
import { phoneForDisplay } from '../../../common/phone';
import { useEffect, useMemo, useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PublicQuote } from '../../../common/schemas/quote';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { PublicPage, PublicPageHeading } from '../../ui/PublicPage';
import { formatFor } from '../../ui/format/useFormat';
import { DeclineQuoteButton } from './DeclineQuoteDialog';
import { PublicQuotePhotos } from './PublicQuotePhotos';
import { NO_CARD, QuoteAccount } from './QuoteAccount';
import { QuoteDeposit } from './QuoteDeposit';

type Line = PublicQuote['lines'][number];

function useLineName() {
  const translate = useTranslate();
  return (line: Line) => {
    const kind = translate(`app.quotes.line_types.${line.type}`);
    const often = line.frequency && line.frequency > 0 ? translate(`app.quotes.frequency.${line.frequency}`) : '';
    return [kind, often, line.description].filter(Boolean).join(' · ');
  };
}

/** Opens once per tab in the customer's language (as the pay link's page does). */
function useCustomerLanguage(token: string, language: string | undefined) {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    const key = 'publicQuote.openedInCustomerLanguage';
    if (!language || sessionStorage.getItem(key) === token.slice(0, 8)) return;
    sessionStorage.setItem(key, token.slice(0, 8));
    if (language !== locale) setLocale(language);
  }, [token, language, locale, setLocale]);
}

function Lines({ quote, ticked, onToggle }: { quote: PublicQuote; ticked: ReadonlySet<number>; onToggle?: (index: number) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = formatFor(locale);
  const lineName = useLineName();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={translate('app.quotes.lines')}>
      {quote.lines.map((line, index) => (
        <Stack
          component="li"
          key={index}
          direction="row"
          justifyContent="space-between"
          alignItems="center"
          spacing={1}
          data-testid="quote-line"
        >
          {line.optional && onToggle ? (
            <FormControlLabel
              control={<Checkbox checked={ticked.has(index)} onChange={() => onToggle(index)} />}
              label={`${lineName(line)} (${translate('app.quotes.optional')})`}
            />
          ) : (
            <Typography sx={{ py: 1 }}>{lineName(line) + (line.optional ? ` (${translate('app.quotes.optional')})` : '')}</Typography>
          )}
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{format.money(line.priceCents)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export function PublicQuotePage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['public-quote', token];
  const { data: quote, isPending, error } = useQuery({ queryKey, queryFn: () => dataProvider.getPublicQuote(token), retry: false });
  const [locale] = useLocaleState();
  const format = formatFor(locale);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [signedName, setSignedName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [cardChoice, setCardChoice] = useState(NO_CARD);
  useCustomerLanguage(token, quote?.language);
  const approve = useMutation({
    mutationFn: () =>
      dataProvider.approveQuote(token, {
        signedName: signedName.trim(),
        optionalLines: [...ticked],
        version: quote?.version,
        // Only the account's customer, signed in, chooses a card (the server ignores it otherwise).
        ...(quote?.account?.signedIn && { cardId: cardChoice === NO_CARD ? null : cardChoice }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });
  // The server's figures per line (each line's tax as billing rounds it), added up for the lines ticked.
  const { subtotal, tax } = useMemo(() => {
    const chosen = (quote?.lines ?? []).map((line, index) => !line.optional || ticked.has(index));
    return {
      subtotal: (quote?.lines ?? []).reduce((sum, line, index) => sum + (chosen[index] ? line.priceCents : 0), 0),
      tax: (quote?.lineTaxCents ?? []).reduce((sum, cents, index) => sum + (chosen[index] ? cents : 0), 0),
    };
  }, [quote, ticked]);
  const total = subtotal + tax;
  const toggle = (index: number) =>
    setTicked((before) => {
      const after = new Set(before);
      if (!after.delete(index)) after.add(index);
      return after;
    });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!signedName.trim()) {
      setNameError(true);
      return;
    }
    approve.mutate();
  };

  return (
    <PublicPage maxWidth={640}>
      <Stack spacing={2.5}>
        <PublicPageHeading
          business={quote?.business.name}
          title={translate('app.quotes.public_title')}
          subtitle={quote && translate('app.quotes.for_address', { name: quote.firstName, address: quote.address })}
          loading={isPending && translate('app.quotes.loading')}
        />
        {error && (
          <Alert severity="warning" role="alert">
            {translate(error.message, { _: translate('server.quotes.invalid') })}
          </Alert>
        )}
        {quote && quote.state !== 'open' && (
          <Alert
            severity={quote.state === 'approved' ? 'success' : 'warning'}
            role="status"
            icon={quote.state === 'approved' ? <CheckCircleIcon /> : undefined}
          >
            {translate(quote.state === 'approved' ? 'server.quotes.already_approved' : `server.quotes.${quote.state}`)}
            {quote.signature &&
              ` ${translate('app.quotes.signed_by', { name: quote.signature.signedName, date: format.dayOf(quote.signature.signedAt), total: format.money(quote.signature.totalCents) })}`}
          </Alert>
        )}
        {approve.data?.message === 'server.quotes.approved_no_card' && (
          <Alert severity="info" role="status">
            {translate(approve.data.message)}
          </Alert>
        )}
        {quote && (
          <>
            <Lines quote={quote} ticked={ticked} onToggle={quote.state === 'open' ? toggle : undefined} />
            <PublicQuotePhotos token={token} photos={quote.photos} />
            <Divider />
            {quote.state === 'open' && tax > 0 && (
              <Stack spacing={0.5}>
                <Stack direction="row" justifyContent="space-between">
                  <Typography>{translate('app.quotes.subtotal')}</Typography>
                  <Typography data-testid="quote-subtotal">{format.money(subtotal)}</Typography>
                </Stack>
                <Stack direction="row" justifyContent="space-between">
                  <Typography>
                    {translate('app.quotes.sales_tax', { rate: `${format.number(quote.taxPercent, { maximumFractionDigits: 4 })} %` })}
                  </Typography>
                  <Typography data-testid="quote-tax">{format.money(tax)}</Typography>
                </Stack>
              </Stack>
            )}
            <Stack direction="row" justifyContent="space-between">
              <Typography variant="h6" component="p">
                {translate('app.quotes.total')}
              </Typography>
              <Typography variant="h6" component="p" data-testid="quote-total">
                {format.money(quote.state === 'open' ? total : (quote.signature?.totalCents ?? quote.totalWithTaxCents))}
              </Typography>
            </Stack>
            {quote.depositCents > 0 && quote.state !== 'approved' && (
              <Typography color="text.secondary">
                {translate('app.quotes.deposit_due', { amount: format.money(quote.depositCents) })}
              </Typography>
            )}
            {quote.depositCents > 0 && quote.state === 'approved' && (
              <QuoteDeposit token={token} quote={quote} onChanged={() => void queryClient.invalidateQueries({ queryKey })} />
            )}
            <Typography variant="body2" color="text.secondary">
              {translate('app.quotes.valid_until', { date: format.day(quote.expiresOn) })}
            </Typography>
            {quote.terms && (
              <Box>
                <Typography variant="subtitle2" component="h2">
                  {translate('app.quotes.terms')}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {quote.terms}
                </Typography>
              </Box>
            )}
          </>
        )}
        {quote?.state === 'open' && (
          <Stack component="form" spacing={2} noValidate onSubmit={submit}>
            {quote.account && <QuoteAccount token={token} account={quote.account} cardChoice={cardChoice} onCardChoice={setCardChoice} />}
            <Typography>{translate('app.quotes.approve_intro')}</Typography>
            <TextField
              label={translate('app.quotes.signed_name')}
              value={signedName}
              onChange={(event) => {
                setSignedName(event.target.value);
                setNameError(false);
              }}
              error={nameError}
              helperText={nameError ? translate('validation.quote.signed_name_required') : ' '}
              autoComplete="name"
              fullWidth
              required
            />
            {approve.error && (
              <Alert severity="error" role="alert">
                {translate(approve.error.message, { _: approve.error.message })}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" disabled={approve.isPending}>
              {translate('app.quotes.approve', { amount: format.money(total) })}
            </Button>
            <DeclineQuoteButton token={token} onDeclined={() => void queryClient.invalidateQueries({ queryKey })} />
          </Stack>
        )}
        {quote && (quote.business.phone || quote.business.email) && (
          <>
            <Divider />
            <Typography variant="body2" color="text.secondary" component="footer">
              {translate('app.quotes.contact', { name: quote.business.name })}{' '}
              {[quote.business.phone && phoneForDisplay(quote.business.phone), quote.business.email].filter(Boolean).join(' · ')}
            </Typography>
          </>
        )}
      </Stack>
    </PublicPage>
  );
}
