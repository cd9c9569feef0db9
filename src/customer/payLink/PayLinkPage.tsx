// The pay link's public page (/pay/:token, no sign-in): the business, the property, the amount due and why the last
// charge failed, in the customer's language (with the switch the sign-in pages have), and a new card to pay with; then
// the receipt. A link that can no longer pay says why (used, paid, expired, invalid) and how to reach the office.
import { useEffect, useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, CircularProgress, Divider, Link, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { LanguageMenuButton } from '../../ui/LanguageMenuButton';
import { useParams } from 'react-router-dom';
import type { BusinessContact, PayLinkPayment, PayLinkResult } from '../../../common/schemas/payLink';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { PublicPage } from '../../ui/PublicPage';
import { useFormat } from '../../ui/format/useFormat';
import { PayLinkForm } from './PayLinkForm';
import { capitalized, StillOwed } from './StillOwed';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, gap: { xs: 0, sm: 2 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What is owed (or was paid): the property, the service and its day, the amount, and the decline's reason. */
function PaymentSummary({ payment }: { payment: PayLinkPayment }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      <Row label="app.pay_link.property">{payment.address}</Row>
      <Row label="app.pay_link.service">
        {translate('app.pay_link.service_line', {
          item: capitalized(translate(`moments.services.${payment.item}`)),
          date: format.day(payment.date),
        })}
      </Row>
      <Row label={payment.paidAt ? 'app.pay_link.amount_paid' : 'app.pay_link.amount_due'}>
        <Box component="strong" sx={{ fontSize: '1.5rem' }}>
          {format.money(payment.amountCents)}
        </Box>
      </Row>
      {payment.paidAt && <Row label="app.pay_link.paid_at">{format.dayOf(payment.paidAt)}</Row>}
      {payment.reason && <Row label="app.pay_link.reason">{translate(payment.reason, { _: payment.reason })}</Row>}
    </Stack>
  );
}

function Receipt({ result, payment }: { result: PayLinkResult; payment: PayLinkPayment }) {
  const translate = useTranslate();
  const format = useFormat();
  const receipt = result.receipt!;
  return (
    <Stack spacing={1.5} role="status" aria-labelledby="pay-link-receipt">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'success.main' }}>
        <CheckCircleIcon />
        <Typography id="pay-link-receipt" variant="h6" component="h2">
          {translate('app.pay_link.receipt_title')}
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{format.money(receipt.amountCents)}</Typography>
      <Typography>{translate('app.pay_link.paid_on', { date: format.dayOf(receipt.paidAt) })}</Typography>
      <Typography>
        {translate('app.pay_link.paid_with', { brand: translate(`app.cards.brands.${receipt.brand}`), last4: receipt.last4 })}
      </Typography>
      <Typography variant="body2">{translate(receipt.kept ? 'app.pay_link.card_kept' : 'app.pay_link.card_not_kept')}</Typography>
      <Typography color="text.secondary">{payment.address}</Typography>
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
        <Link href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>{translate('app.pay_link.phone', { phone: business.phone })}</Link>
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
  const { data, isPending, isError } = useQuery({ queryKey, queryFn: () => dataProvider.getPayLink(token), retry: 1 });
  const [result, setResult] = useState<PayLinkResult | null>(null);
  const [locale] = useLocaleState();
  useCustomerLanguage(token, data?.language);
  const reload = () => void queryClient.invalidateQueries({ queryKey });

  return (
    <PublicPage maxWidth={600}>
      <Stack spacing={2.5}>
        <Stack direction="row" justifyContent="space-between" alignItems="start" spacing={1}>
          <Box>
            {data?.business.name && (
              <Typography variant="overline" color="text.secondary" component="p">
                {data.business.name}
              </Typography>
            )}
            <Typography variant="h5" component="h1">
              {translate('app.pay_link.title')}
            </Typography>
          </Box>
          <LanguageMenuButton />
        </Stack>
        {isPending && (
          <Stack direction="row" spacing={1} alignItems="center">
            <CircularProgress size={20} />
            <Typography color="text.secondary">{translate('app.pay_link.loading')}</Typography>
          </Stack>
        )}
        {isError && <Alert severity="error">{translate('app.pay_link.load_failed')}</Alert>}
        {data && result?.paid && data.payment && <Receipt result={result} payment={data.payment} />}
        {data && !result?.paid && data.state !== 'open' && (
          <Alert severity={data.state === 'used' || data.state === 'paid' ? 'success' : 'warning'} role="alert">
            {translate(`server.pay_links.${data.state}`)}
          </Alert>
        )}
        {data?.payment && !result?.paid && <PaymentSummary payment={data.payment} />}
        {data?.payment && (
          <StillOwed
            owed={data.stillOwed}
            businessName={data.business.name}
            afterPaying={Boolean(result?.paid) || data.state === 'used' || data.state === 'paid'}
          />
        )}
        {data?.state === 'open' && data.payment && !result?.paid && (
          <>
            <Divider />
            {/* The gateway's fields take their labels when set up: a new language sets them up again. */}
            <PayLinkForm key={locale} token={token} amountCents={data.payment.amountCents} onPaid={setResult} onClosed={reload} />
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
