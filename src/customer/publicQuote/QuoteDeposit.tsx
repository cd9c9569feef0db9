// The approved quote's deposit on its public page: the card form (ui/billing/CardPayForm, the gateway's hosted fields)
// with "Pay deposit $X" while it is owed, and once paid the receipt line. A decline shows its reason and the form stays
// for another try (docs/quotes.md "Deposit").
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { PaidDepositRecord, PublicQuote } from '../../../common/schemas/quote';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { CardPayForm } from '../../ui/billing/CardPayForm';
import { formatFor } from '../../ui/format/useFormat';

export function DepositReceipt({ paid }: { paid: PaidDepositRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = formatFor(locale);
  const card = `${translate(`app.cards.brands.${paid.brand}`)} •••• ${paid.last4}`;
  return (
    <Alert severity="success" role="status" icon={<CheckCircleIcon />} data-testid="deposit-receipt">
      {translate('app.quotes.deposit_receipt', { amount: format.money(paid.amountCents), date: format.dayOf(paid.paidAt), card })}
      {paid.refundedCents > 0 && ` ${translate('app.quotes.deposit_refunded_to_card', { amount: format.money(paid.refundedCents) })}`}
    </Alert>
  );
}

/** Shown for an approved quote with a deposit: the form while it is owed, the receipt once paid. */
export function QuoteDeposit({ token, quote, onChanged }: { token: string; quote: PublicQuote; onChanged: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = formatFor(locale);
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  if (quote.depositPaid) return <DepositReceipt paid={quote.depositPaid} />;
  const amount = { amount: format.money(quote.depositCents) };
  return (
    <CardPayForm
      key={locale}
      formKey={token}
      loadFields={() => dataProvider.getQuoteDepositCardFields(token)}
      pay={async (card) => {
        const result = await dataProvider.payQuoteDeposit(token, card);
        if (!result.paid) return { reason: result.reason ?? '' };
        onChanged();
        return null;
      }}
      onClosed={onChanged}
      title={translate('app.quotes.deposit_title')}
      intro={translate('app.quotes.deposit_intro')}
      payLabel={translate('app.quotes.pay_deposit', amount)}
      payingLabel={translate('app.quotes.paying_deposit', amount)}
    />
  );
}
