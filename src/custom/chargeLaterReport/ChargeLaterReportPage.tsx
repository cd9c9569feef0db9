// Charge-later customers (/reports/charge-later-customers?date&propertyId): payments staff chose to charge on a later day.
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { useMoney } from '../../ui/billing/money';
import { billingKeys, useBillingProvider } from '../../ui/billing/useBilling';
import { propertyViewPath } from '../propertyView/paths';
import { LoadingBar } from '../../ui/LoadingBar';

export function ChargeLaterReportPage() {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useBillingProvider();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = { date: searchParams.get('date') || undefined, propertyId: searchParams.get('propertyId') || undefined };
  const {
    data: rows,
    isPending,
    error,
  } = useQuery({ queryKey: billingKeys.chargeLater(params), queryFn: () => dataProvider.getChargeLaterReport(params) });
  const change = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true });
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.charge_later_customers" />
      <CardContent>
        <Stack direction="row" flexWrap="wrap" useFlexGap gap={2} alignItems="center" sx={{ mb: 2 }}>
          <TextField
            type="date"
            size="small"
            label={translate('app.billing.fields.chargeLaterDate')}
            value={params.date ?? ''}
            onChange={(event) => change('date', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
          {params.date && (
            <Button size="small" onClick={() => change('date', '')}>
              {translate('app.billing.report.all_dates')}
            </Button>
          )}
          {params.propertyId && (
            <Button size="small" onClick={() => change('propertyId', '')}>
              {translate('app.billing.report.all_properties')}
            </Button>
          )}
        </Stack>
        {isPending && <LoadingBar />}
        {error && <Alert severity="error">{translate('app.billing.load_failed')}</Alert>}
        {rows?.length === 0 && <Alert severity="info">{translate('app.billing.report.empty')}</Alert>}
        {rows && rows.length > 0 && (
          <List disablePadding>
            {rows.map((row) => (
              <ListItem
                key={row.paymentId}
                divider
                disableGutters
                secondaryAction={<Typography variant="subtitle2">{money(row.amountCents)}</Typography>}
              >
                <ListItemText
                  primary={<Link to={propertyViewPath(row.propertyId, 'billing')}>{`${row.customerName} · ${row.address}`}</Link>}
                  secondary={translate('app.billing.report.line', {
                    date: calendarDate(row.chargeLaterDate),
                    visit: calendarDate(row.date),
                    item: translate(`app.billing.items.${row.item}`),
                  })}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
