// System Settings → Sales tax: load the Comptroller's rates as a dated table (a faulty file is refused with its line and
// reason, beside the file), and the tables loaded (docs/billing.md "Sales tax by place").
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SAMPLE_RATE_FILE } from '../../../common/salesTaxSample';
import type { RateTableRecord } from '../../../common/schemas/salesTax';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { serverFieldErrors } from '../../ui/errors/fieldErrors';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { useFormat } from '../../ui/format/useFormat';
import { saveFile } from '../../ui/saveFile';

const TABLES_KEY = ['sales-tax', 'rate-tables'];

/** The first day of this quarter: the Comptroller's rates change on the first day of a quarter. */
function quarterStart(today = new Date()): string {
  const month = Math.floor(today.getMonth() / 3) * 3 + 1;
  return `${today.getFullYear()}-${String(month).padStart(2, '0')}-01`;
}

export function SalesTaxPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Title title={translate('app.page.sales_tax')} />
      <Typography variant="h5" component="h1">
        {translate('app.sales_tax.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.sales_tax.help')}</Typography>
      <LoadCard />
      <TablesCard />
    </Box>
  );
}

function LoadCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [state, setState] = useState('TX');
  const [effectiveFrom, setEffectiveFrom] = useState(quarterStart);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const load = useMutation({
    mutationFn: async () =>
      dataProvider.loadRateTable({ state, effectiveFrom, fileName: file?.name ?? '', csv: file ? await file.text() : '' }),
    onSuccess: async (message) => {
      setErrors({});
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: TABLES_KEY });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields ?? {});
      if (!fields) reportError(error);
    },
  });
  const fieldError = (field: string) => (errors[field] ? translate(errors[field]) : undefined);
  const fileProblem = fieldError('csv') ?? fieldError('fileName');
  return (
    <Card component="section" aria-labelledby="sales-tax-load">
      <CardContent>
        <Typography id="sales-tax-load" variant="h6" component="h2" gutterBottom>
          {translate('app.sales_tax.load.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.sales_tax.load.format_comptroller')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.sales_tax.load.format')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            load.mutate();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '8rem 14rem 1fr' }, alignItems: 'start' }}
        >
          <TextField
            label={translate('app.sales_tax.load.state')}
            value={state}
            onChange={(event) => setState(event.target.value)}
            error={Boolean(errors.state)}
            helperText={fieldError('state')}
            slotProps={{ htmlInput: { maxLength: 2 } }}
          />
          <TextField
            type="date"
            label={translate('app.sales_tax.load.effective_from')}
            value={effectiveFrom}
            onChange={(event) => setEffectiveFrom(event.target.value)}
            error={Boolean(errors.effectiveFrom)}
            helperText={fieldError('effectiveFrom')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap gap={1} sx={{ minHeight: 56 }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {translate('app.sales_tax.load.choose_file')}
              <input
                hidden
                type="file"
                accept=".txt,.csv,text/plain,text/csv"
                aria-label={translate('app.sales_tax.load.file')}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setErrors({});
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? translate('app.sales_tax.load.no_file')}
            </Typography>
          </Stack>
          {fileProblem && (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {fileProblem}
            </Alert>
          )}
          <Stack direction="row" flexWrap="wrap" useFlexGap gap={1} sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={load.isPending}>
              {translate('app.sales_tax.load.submit')}
            </Button>
            <Button
              startIcon={<DownloadIcon />}
              onClick={() => saveFile(new Blob([`${SAMPLE_RATE_FILE}\n`], { type: 'text/csv' }), 'texas-rates-example.csv')}
            >
              {translate('app.sales_tax.load.sample')}
            </Button>
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.sales_tax.load.replaces')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function TablesCard() {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data } = useQuery({ queryKey: TABLES_KEY, queryFn: () => dataProvider.getRateTables() });
  const column = (key: keyof RateTableRecord | 'loaded', label: string) => ({ key, label: translate(`app.sales_tax.tables.${label}`) });
  const columns = [
    column('state', 'state'),
    column('effectiveFrom', 'from'),
    column('fileName', 'file'),
    column('rowCount', 'rows'),
    column('jurisdictionCount', 'jurisdictions'),
    column('loaded', 'loaded'),
  ];
  return (
    <Card component="section" aria-labelledby="sales-tax-tables">
      <CardContent>
        <Typography id="sales-tax-tables" variant="h6" component="h2" gutterBottom>
          {translate('app.sales_tax.tables.title')}
        </Typography>
        {data?.length === 0 && <Alert severity="info">{translate('app.sales_tax.tables.empty')}</Alert>}
        {data && data.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  {columns.map(({ key, label }) => (
                    <TableCell key={key}>{label}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((table) => (
                  <TableRow key={table.id}>
                    <TableCell>{table.state}</TableCell>
                    <TableCell>{calendarDate(table.effectiveFrom)}</TableCell>
                    <TableCell>{table.fileName}</TableCell>
                    <TableCell>{format.number(table.rowCount)}</TableCell>
                    <TableCell>{format.number(table.jurisdictionCount)}</TableCell>
                    <TableCell>{[format.dateTime(table.loadedAt), table.loadedBy].filter(Boolean).join(' · ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
