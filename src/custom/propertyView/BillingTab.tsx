// The property view's Billing tab: the property's payments with their actions, its sales tax, the customer's invoices,
// quote deposits and cards, and "Hold charges".
import { useState } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Collapse, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { PaymentRow } from '../../../common/schemas/paymentRecord';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { CardsPanel } from '../../ui/billing/CardsPanel';
import { ChargesHoldSwitch } from '../../ui/billing/ChargesHoldSwitch';
import { useMoney } from '../../ui/billing/money';
import { PaymentActionButtons } from '../../ui/billing/PaymentActionButtons';
import { failureText, PaymentDetailPanel } from '../../ui/billing/PaymentDetailPanel';
import { PaymentStatusChip } from '../../ui/billing/PaymentStatusChip';
import { PropertyCardChoice } from '../../ui/billing/PropertyCardChoice';
import { useRefreshPropertyView } from './usePropertyView';
import { DepositsPanel } from './DepositsPanel';
import { InvoicesPanel } from './InvoicesPanel';
import { SalesTaxCard } from './SalesTaxCard';
import { LoadingBar } from '../../ui/LoadingBar';

/** A season of weekly visits fits on one page. */
const PER_PAGE = 100;

function PaymentItem({ payment }: { payment: PaymentRow }) {
  const translate = useTranslate();
  const money = useMoney();
  const [expanded, setExpanded] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', p: 1.5 }}
      aria-label={translate('app.billing.payment_of', { date: calendarDate(payment.date) })}
    >
      <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap gap={1}>
        <Typography variant="subtitle2" component="span">
          {calendarDate(payment.date)}
        </Typography>
        <Typography variant="body2" component="span">
          {translate(`app.billing.items.${payment.item}`)}
        </Typography>
        <Typography variant="subtitle2" component="span" sx={{ ml: 'auto' }}>
          {money(payment.amountCents)}
        </Typography>
        <PaymentStatusChip status={payment.status} />
        {payment.closed && (
          <Tooltip title={translate('app.billing.closed')}>
            <LockIcon fontSize="small" color="action" aria-label={translate('app.billing.closed')} />
          </Tooltip>
        )}
      </Stack>
      {payment.failureMessage && (
        <Typography variant="body2" color="error">
          {failureText(translate, payment)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {[
          payment.invoiceNumber != null && translate('app.billing.on_invoice', { number: payment.invoiceNumber }),
          payment.depositCents > 0 && translate('app.billing.deposit_applied', { amount: money(payment.depositCents) }),
          payment.cardLast4 && translate('app.billing.card_ending', { last4: payment.cardLast4 }),
          payment.refundedCents > 0 && translate('app.billing.refunded', { amount: money(payment.refundedCents) }),
          payment.chargeLaterDate && translate('app.billing.charge_later_on', { date: calendarDate(payment.chargeLaterDate) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap gap={1} sx={{ mt: 1 }}>
        <PaymentActionButtons payment={payment} />
        <Button size="small" onClick={() => setExpanded(!expanded)} aria-expanded={expanded} sx={{ ml: 'auto' }}>
          {translate(expanded ? 'app.billing.hide_detail' : 'app.billing.show_detail')}
        </Button>
      </Stack>
      <Collapse in={expanded} unmountOnExit>
        <PaymentDetailPanel paymentId={payment._id} />
      </Collapse>
    </Paper>
  );
}

export function BillingTab({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const refresh = useRefreshPropertyView();
  const { data, isPending, error } = useGetList<PaymentRow & { id: string }>('payments', {
    filter: { propertyId: property._id },
    sort: { field: 'date', order: 'DESC' },
    pagination: { page: 1, perPage: PER_PAGE },
  });
  return (
    <Stack spacing={2}>
      <ChargesHoldSwitch
        customerId={property.customer._id}
        onHold={property.customer.chargesOnHold}
        disabled={Boolean(property.customer.locked)}
      />
      <PropertyCardChoice
        customerId={property.customer._id}
        propertyId={property._id}
        address={property.address}
        choice={property}
        onSaved={refresh}
      />
      <SalesTaxCard propertyId={property._id} canEdit={!property.customer.locked} />
      <InvoicesPanel customerId={property.customer._id} canEdit={!property.customer.locked} />
      <DepositsPanel customerId={property.customer._id} />
      {isPending && <LoadingBar />}
      {error && <Alert severity="error">{translate('app.billing.load_failed')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{translate('app.billing.empty')}</Alert>}
      {data && data.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }} aria-label={translate('app.billing.payments')}>
          {data.map((payment) => (
            <PaymentItem key={payment._id} payment={payment} />
          ))}
        </Box>
      )}
      <CardsPanel customerId={property.customer._id} canEdit={!property.customer.locked} staffView />
    </Stack>
  );
}
