// Vendor statement: a vendor's completed visits, amounts and commission for a period. Staff pick the vendor; a vendor
// user reads its own (the server answers only that one). Printing leaves the controls and the app's shell off the page.
import { useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Card, CardContent, GlobalStyles, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { isStaff } from '../../../common/permissions';
import { useStoredUser } from '../../auth/useStoredUser';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { useVendorOptions } from '../../ui/fields/useVendorOptions';
import { billingKeys, useBillingProvider } from '../../ui/billing/useBilling';
import { currentMonth } from './periods';
import { StatementLines } from './StatementLines';
import { LoadingBar } from '../../ui/LoadingBar';

/** Whole width on a phone, side by side on wider screens. */
const FIELD_WIDTH = { width: { xs: '100%', sm: 240 } };

/** On paper only the statement: no app bar, side menu or page padding. */
const printOnlyStatement = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, .RaSidebar-root, .RaSidebar-fixed': { display: 'none !important' },
        '.RaLayout-content': { padding: '0 !important' },
      },
    }}
  />
);

function VendorPicker({ value, onChange }: { value: string; onChange: (vendorId: string) => void }) {
  const translate = useTranslate();
  const { data: vendors = [] } = useVendorOptions();
  return (
    <TextField
      select
      size="small"
      label={translate('app.billing.statement.vendor')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={FIELD_WIDTH}
    >
      {vendors.map((vendor) => (
        <MenuItem key={vendor._id} value={vendor._id}>
          {vendor.companyName}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function VendorStatementPage() {
  const translate = useTranslate();
  const dataProvider = useBillingProvider();
  const user = useStoredUser();
  const staff = Boolean(user && isStaff(user));
  const [vendorId, setVendorId] = useState('');
  const [period, setPeriod] = useState(currentMonth);
  const query = { ...period, ...(staff ? { vendorId } : {}) };
  const ready = (!staff || Boolean(vendorId)) && Boolean(period.from && period.to) && period.to >= period.from;
  const {
    data: statement,
    isFetching,
    error,
  } = useQuery({
    queryKey: billingKeys.statement(query),
    queryFn: () => dataProvider.getVendorStatement(query),
    enabled: ready,
  });
  const dateField = (name: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={translate(`app.billing.statement.${name}`)}
      value={period[name]}
      onChange={(event) => setPeriod({ ...period, [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth={false}
      sx={FIELD_WIDTH}
    />
  );
  return (
    <Card sx={{ mt: 2, '@media print': { boxShadow: 'none', mt: 0 } }}>
      <Title title={staff ? 'app.page.vendor_statement' : 'app.menu.my_statement'} />
      {printOnlyStatement}
      <CardContent>
        <Stack direction="row" flexWrap="wrap" useFlexGap gap={2} alignItems="center" sx={{ mb: 2, displayPrint: 'none' }}>
          {staff && <VendorPicker value={vendorId} onChange={setVendorId} />}
          {dateField('from')}
          {dateField('to')}
          <Button startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!statement}>
            {translate('app.billing.statement.print')}
          </Button>
        </Stack>
        {staff && !vendorId && <Alert severity="info">{translate('app.billing.statement.choose_vendor')}</Alert>}
        {isFetching && <LoadingBar />}
        {error && <Alert severity="error">{translate('app.billing.load_failed')}</Alert>}
        {statement && ready && (
          <>
            <Typography variant="h6" component="h2">
              {statement.companyName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.billing.statement.period', { from: calendarDate(statement.from), to: calendarDate(statement.to) })}
            </Typography>
            {statement.lines.length ? (
              <StatementLines statement={statement} />
            ) : (
              <Alert severity="info">{translate('app.billing.statement.empty')}</Alert>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
