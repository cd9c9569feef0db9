// What else the customer owes besides the pay link's payment: before paying (so nothing comes as a surprise) and on the
// receipt (what remains). Each of those payments is paid through its own message's link, or with the office.
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PayLinkStillOwed } from '../../../common/schemas/payLink';
import { useFormat } from '../../ui/format/useFormat';

export const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export function StillOwed({ owed, businessName, afterPaying }: { owed: PayLinkStillOwed; businessName: string; afterPaying: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!owed.count)
    return afterPaying ? <Typography color="text.secondary">{translate('app.pay_link.nothing_else_owed')}</Typography> : null;
  const more = owed.count - owed.payments.length;
  return (
    <Stack spacing={0.5} component="section" aria-labelledby="pay-link-still-owed">
      <Typography id="pay-link-still-owed" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(afterPaying ? 'app.pay_link.remains_title' : 'app.pay_link.still_owed_title')}
      </Typography>
      <Typography>
        {translate('app.pay_link.still_owed_total', { smart_count: owed.count, amount: format.money(owed.amountCents) })}
      </Typography>
      <List dense disablePadding>
        {owed.payments.map((payment) => (
          <ListItem key={`${payment.date}-${payment.item}-${payment.address}-${payment.amountCents}`} disableGutters>
            <ListItemText
              primary={`${translate('app.pay_link.service_line', {
                item: capitalized(translate(`moments.services.${payment.item}`)),
                date: format.day(payment.date),
              })}: ${format.money(payment.amountCents)}`}
              secondary={payment.address}
            />
          </ListItem>
        ))}
      </List>
      {more > 0 && <Typography variant="body2">{translate('app.pay_link.still_owed_more', { smart_count: more })}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {translate('app.pay_link.still_owed_how', { name: businessName })}
      </Typography>
    </Stack>
  );
}
