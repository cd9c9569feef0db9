// The pay link's public page (/pay/:token, no sign-in): the business, everything the customer owes (each payment's
// property, service, day, amount and why its charge failed), all chosen at first, in the customer's language (with the
// switch the sign-in pages have), and one card to pay the chosen ones; then the receipt and what remains. A link that
// can no longer pay says why (used, paid, expired, invalid) and how to reach the office, and nothing about the customer.
import { phoneForDisplay } from '../../../common/phone';
import { useEffect, useMemo, useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { BusinessContact, PayLinkResult } from '../../../common/schemas/payLink';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { PublicPage, PublicPageHeading } from '../../ui/PublicPage';
import { useFormat } from '../../ui/format/useFormat';
import { PayLinkForm } from './PayLinkForm';
import { OwedChooser, Remaining, useServiceLine } from './OwedList';
import { useDeferredArrival } from '../../ui/useDeferredArrival';

/** What was paid just now: the total, each payment, the card, and whether it was kept for automatic charges. */
function Receipt({ result }: { result: PayLinkResult }) {
  const translate = useTranslate();
  const format = useFormat();
  const serviceLine = useServiceLine();
  const receipt = result.receipt!;
  return (
    <Stack spacing={1.5} role="status" aria-labelledby="pay-link-receipt">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'success.main' }}>
        <CheckCircleIcon />
        <Typography id="pay-link-receipt" variant="h6" component="h2">
          {translate('app.pay_link.receipt_title')}
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="receipt-total">
        {format.money(receipt.amountCents)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {receipt.payments.map((payment) => (
          <Typography component="li" key={`${payment.date}-${payment.item}-${payment.address}`} data-testid="receipt-payment">
            {`${serviceLine(payment)}, ${payment.address}: ${format.money(payment.amountCents)}`}
          </Typography>
        ))}
      </Box>
      <Typography>{translate('app.pay_link.paid_on', { date: format.dayOf(receipt.paidAt) })}</Typography>
      <Typography>
        {translate('app.pay_link.paid_with', { brand: translate(`app.cards.brands.${receipt.brand}`), last4: receipt.last4 })}
      </Typography>
      <Typography variant="body2">
        {translate(receipt.kept ? 'app.pay_link.card_kept' : 'app.pay_link.card_not_kept', { smart_count: receipt.payments.length })}
      </Typography>
      {result.reason && (
        <Alert severity="warning" role="alert">
          {translate('app.pay_link.partly_declined', { reason: translate(result.reason, { _: result.reason }) })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('app.pay_link.receipt_note')}
      </Typography>
    </Stack>
  );
}

function Contact({ business }: { business: BusinessContact }) {
  const translate = useTranslate();
  if (!business.phone && !business.email) return null;
  return (
    <Stack spacing={0.5} component="footer">
      <Typography variant="body2" color="text.secondary">
        {translate('app.pay_link.contact', { name: business.name })}
      </Typography>
      {business.phone && (
        <Link href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>
          {translate('app.pay_link.phone', { phone: phoneForDisplay(business.phone) })}
        </Link>
      )}
      {business.email && <Link href={`mailto:${business.email}`}>{translate('app.pay_link.email', { email: business.email })}</Link>}
    </Stack>
  );
}

/** The link (its first characters: never a whole token kept) whose page opened in its customer's language in this tab. */
const OPENED_IN_CUSTOMER_LANGUAGE = 'payLink.openedInCustomerLanguage';

/**
 * Opens in the customer's language once per link and tab. Remembered outside the component: a new language remounts
 * the whole page (react-admin's i18n context), which would otherwise switch it straight back.
 */
function useCustomerLanguage(token: string, language: string | null | undefined) {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    const opened = token.slice(0, 8);
    if (!language || sessionStorage.getItem(OPENED_IN_CUSTOMER_LANGUAGE) === opened) return;
    sessionStorage.setItem(OPENED_IN_CUSTOMER_LANGUAGE, opened);
    if (language !== locale) setLocale(language);
  }, [token, language, locale, setLocale]);
}

export function PayLinkPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['pay-link', token];
  const { data: loaded, isError } = useQuery({ queryKey, queryFn: () => dataProvider.getPayLink(token), retry: 1 });
  // The page (the payments owed, the gateway's card form) is drawn in slices as the answer arrives, not in one long task.
  const data = useDeferredArrival(loaded);
  const [result, setResult] = useState<PayLinkResult | null>(null);
  // Every payment is chosen until the customer unticks it.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [locale] = useLocaleState();
  useCustomerLanguage(token, data?.language);
  const reload = () => void queryClient.invalidateQueries({ queryKey });
  const toggle = (ref: string) =>
    setUnticked((before) => {
      const after = new Set(before);
      if (!after.delete(ref)) after.add(ref);
      return after;
    });
  const chosen = useMemo(() => (data?.owed ?? []).filter((payment) => !unticked.has(payment.ref)), [data, unticked]);
  const payRest = () => {
    setResult(null);
    setUnticked(new Set());
    reload();
  };
  const businessName = data?.business.name ?? '';

  return (
    <PublicPage maxWidth={600}>
      <Stack spacing={2.5}>
        <PublicPageHeading
          business={data?.business.name}
          title={translate('app.pay_link.title')}
          loading={!data && !isError && translate('app.pay_link.loading')}
        />
        {isError && <Alert severity="error">{translate('app.pay_link.load_failed')}</Alert>}
        {result?.paid && (
          <>
            <Receipt result={result} />
            <Divider />
            <Remaining owing={result.remaining} businessName={businessName} />
            {result.remaining.owed.length > 0 && (
              <Button variant="outlined" size="large" onClick={payRest}>
                {translate('app.pay_link.pay_rest')}
              </Button>
            )}
          </>
        )}
        {data && !result?.paid && data.state !== 'open' && (
          <Alert severity={data.state === 'used' || data.state === 'paid' ? 'success' : 'warning'} role="alert">
            {translate(`server.pay_links.${data.state}`)}
          </Alert>
        )}
        {data?.state === 'open' && !result?.paid && (
          <>
            <OwedChooser owing={data} unticked={unticked} onToggle={toggle} businessName={businessName} />
            <Divider />
            {/* The gateway's fields take their labels when set up: a new language sets them up again. */}
            <PayLinkForm
              key={locale}
              token={token}
              chosen={chosen.map((payment) => payment.ref)}
              amountCents={chosen.reduce((sum, payment) => sum + payment.amountCents, 0)}
              onPaid={setResult}
              onClosed={reload}
            />
          </>
        )}
        {data && (
          <>
            <Divider />
            <Contact business={data.business} />
          </>
        )}
      </Stack>
    </PublicPage>
  );
}
