// A vendor statement's lines and totals: a table on wide screens and on paper, one entry a line on a phone.
import {
  Box,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VendorStatement } from '../../../common/schemas/paymentRecord';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { useMoney } from '../../ui/billing/money';
import { PaymentStatusChip } from '../../ui/billing/PaymentStatusChip';

const MONEY_COLUMNS = ['amountCents', 'commissionCents', 'vendorCents'] as const;

export function StatementLines({ statement }: { statement: VendorStatement }) {
  const translate = useTranslate();
  const money = useMoney();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const label = (field: string) => translate(`app.billing.statement.${field}`);
  const { totals } = statement;
  const totalsText = translate('app.billing.statement.totals_line', {
    smart_count: totals.visits,
    amount: money(totals.amountCents),
    commission: money(totals.commissionCents),
    vendor: money(totals.vendorCents),
  });

  if (isPhone) {
    return (
      <>
        <List disablePadding className="statement-phone">
          {statement.lines.map((line) => (
            <ListItem key={line.paymentId} divider disableGutters>
              <ListItemText
                primary={`${calendarDate(line.date)} · ${line.address}`}
                secondary={`${translate(`app.billing.items.${line.item}`)} · ${money(line.amountCents)} − ${money(line.commissionCents)} = ${money(line.vendorCents)}`}
              />
              <PaymentStatusChip status={line.status} />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {totalsText}
        </Typography>
      </>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.page.vendor_statement')}>
        <TableHead>
          <TableRow>
            {['date', 'address', 'item', 'crew', 'status'].map((field) => (
              <TableCell key={field}>{label(field)}</TableCell>
            ))}
            {MONEY_COLUMNS.map((field) => (
              <TableCell key={field} align="right">
                {label(field)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.lines.map((line) => (
            <TableRow key={line.paymentId}>
              <TableCell>{calendarDate(line.date)}</TableCell>
              <TableCell>{line.address}</TableCell>
              <TableCell>{translate(`app.billing.items.${line.item}`)}</TableCell>
              <TableCell>{line.crewName ?? ''}</TableCell>
              <TableCell>
                <PaymentStatusChip status={line.status} />
              </TableCell>
              {MONEY_COLUMNS.map((field) => (
                <TableCell key={field} align="right">
                  {money(line[field])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={5}>{translate('app.billing.statement.visits', { smart_count: totals.visits })}</TableCell>
            {MONEY_COLUMNS.map((field) => (
              <TableCell key={field} align="right">
                {money(totals[field])}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
