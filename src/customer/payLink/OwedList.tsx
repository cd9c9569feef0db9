// What the customer owes, on the pay link's page: each payable payment with a box (all ticked at first) to pay it now
// or leave it, what only the office settles, and after a pay what remains.
import { Box, Checkbox, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PayLinkOwed, PayLinkOwing } from '../../../common/schemas/payLink';
import { useFormat } from '../../ui/format/useFormat';

export const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export function useServiceLine() {
  const translate = useTranslate();
  const format = useFormat();
  return (payment: Pick<PayLinkOwed, 'item' | 'date'>) =>
    translate('app.pay_link.service_line', {
      item: capitalized(translate(`moments.services.${payment.item}`)),
      date: format.day(payment.date),
    });
}

/** One owed payment: its box when it may be chosen, the service and day, the property, why its charge failed, the amount. */
function OwedRow({ payment, chosen, onToggle }: { payment: PayLinkOwed; chosen?: boolean; onToggle?: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const serviceLine = useServiceLine();
  const id = `owed-${payment.ref}`;
  return (
    <Box
      component={onToggle ? 'label' : 'div'}
      data-testid="owed-payment"
      sx={{
        display: 'grid',
        gridTemplateColumns: onToggle ? 'auto 1fr auto' : '1fr auto',
        alignItems: 'start',
        columnGap: 1,
        py: 1.25,
        px: onToggle ? 0.5 : 0,
        borderTop: 1,
        borderColor: 'divider',
        cursor: onToggle ? 'pointer' : undefined,
      }}
    >
      {onToggle && (
        <Checkbox checked={chosen} onChange={onToggle} sx={{ p: 0.5, mt: -0.5 }} slotProps={{ input: { 'aria-labelledby': id } }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} sx={{ fontWeight: 600 }}>
          {serviceLine(payment)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {payment.address}
        </Typography>
        {payment.reason && (
          <Typography variant="body2" color="error">
            {translate('app.pay_link.reason_line', { reason: translate(payment.reason, { _: payment.reason }) })}
          </Typography>
        )}
      </Box>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{format.money(payment.amountCents)}</Typography>
    </Box>
  );
}

/** The sum under a list: what it is (chosen, still owed) and its amount. */
function TotalRow({ label, payments, testId }: { label: string; payments: readonly PayLinkOwed[]; testId: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const total = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, pt: 1.25, borderTop: 2, borderColor: 'divider' }}
      data-testid={testId}
    >
      <Typography sx={{ fontWeight: 600 }}>{translate(label, { smart_count: payments.length })}</Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{format.money(total)}</Typography>
    </Box>
  );
}

/** Owed, but settled with the office only (on hold, by hand, later, a closed season). */
function SetAside({ owing, businessName }: { owing: PayLinkOwing; businessName: string }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!owing.setAside.count) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.pay_link.set_aside', {
        smart_count: owing.setAside.count,
        amount: format.money(owing.setAside.amountCents),
        name: businessName,
      })}
    </Typography>
  );
}

/** Before paying: every payable payment with its box; the total of those chosen. */
export function OwedChooser({
  owing,
  unticked,
  onToggle,
  businessName,
}: {
  owing: PayLinkOwing;
  unticked: ReadonlySet<string>;
  onToggle: (ref: string) => void;
  businessName: string;
}) {
  const translate = useTranslate();
  const chosen = owing.owed.filter((payment) => !unticked.has(payment.ref));
  return (
    <Stack spacing={1} component="section" aria-labelledby="pay-link-owed">
      <Typography id="pay-link-owed" variant="h6" component="h2">
        {translate('app.pay_link.owed_title')}
      </Typography>
      {owing.owed.length > 1 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.pay_link.owed_intro')}
        </Typography>
      )}
      <Box>
        {owing.owed.map((payment) => (
          <OwedRow key={payment.ref} payment={payment} chosen={!unticked.has(payment.ref)} onToggle={() => onToggle(payment.ref)} />
        ))}
        <TotalRow label="app.pay_link.chosen_total" payments={chosen} testId="owed-total" />
      </Box>
      <SetAside owing={owing} businessName={businessName} />
    </Stack>
  );
}

/** After paying: what is still owed (payable through the same link while it is open), or that nothing is. */
export function Remaining({ owing, businessName }: { owing: PayLinkOwing; businessName: string }) {
  const translate = useTranslate();
  if (!owing.owed.length && !owing.setAside.count)
    return <Typography color="text.secondary">{translate('app.pay_link.nothing_else_owed')}</Typography>;
  return (
    <Stack spacing={1} component="section" aria-labelledby="pay-link-remains">
      <Typography id="pay-link-remains" variant="h6" component="h2">
        {translate('app.pay_link.remains_title')}
      </Typography>
      {owing.owed.length > 0 && (
        <Box>
          {owing.owed.map((payment) => (
            <OwedRow key={payment.ref} payment={payment} />
          ))}
          <TotalRow label="app.pay_link.remains_total" payments={owing.owed} testId="remaining-total" />
        </Box>
      )}
      <SetAside owing={owing} businessName={businessName} />
    </Stack>
  );
}
