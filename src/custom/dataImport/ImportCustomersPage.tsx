// Import customers from a spreadsheet: upload a CSV or an Excel workbook (and choose its sheet), map its columns (prefilled with suggestions), read every row's
// outcome and the totals, import with a live progress bar, then download the report or undo the import.
import { type ChangeEvent, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { IMPORT_FIELDS, type ImportMapping, type ImportRecord, ROW_OUTCOMES } from '../../../common/schemas/dataImport';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { LocateApproximateButton } from './LocateApproximateButton';
import { RowNotes } from './RowNotes';
import { SampleRows } from './SampleRows';

export const IMPORTS_QUERY_KEY = ['imports'];
const OUTCOME_COLOURS = { create: 'success', update: 'info', skip: 'default', error: 'error' } as const;

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function saveFile(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function ImportCustomersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const [importId, setImportId] = useState<string | null>(null);
  // Kept so another sheet of the same workbook can be read without choosing the file again.
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const failed = (error: Error) => notify(error.message, { type: 'error' });

  const { data: record } = useQuery({
    queryKey: [...IMPORTS_QUERY_KEY, importId],
    queryFn: () => dataProvider.getImport(importId!),
    enabled: importId !== null,
    // The socket's progress events refetch it at once; the interval is the fallback when the socket is away.
    refetchInterval: (query) => (['queued', 'running'].includes(query.state.data?.status ?? '') ? 3000 : false),
  });
  const show = (next: ImportRecord) => {
    queryClient.setQueryData([...IMPORTS_QUERY_KEY, next._id], next);
    setImportId(next._id);
    setMapping(next.mapping);
  };
  const upload = useMutation({
    mutationFn: (chosen: { file: File; sheet?: string }) => dataProvider.uploadImport(chosen.file, chosen.sheet),
    onSuccess: show,
    onError: failed,
  });
  const remap = useMutation({ mutationFn: () => dataProvider.remapImport(importId!, mapping), onSuccess: show, onError: failed });
  const start = useMutation({ mutationFn: () => dataProvider.startImport(importId!), onSuccess: show, onError: failed });
  const undo = useMutation({ mutationFn: () => dataProvider.undoImport(importId!), onSuccess: show, onError: failed });
  const report = useMutation({
    mutationFn: () => dataProvider.downloadImportReport(importId!, locale),
    onSuccess: (blob) => saveFile(blob, `import-report-${importId}.csv`),
    onError: failed,
  });

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) {
      setFile(chosen);
      upload.mutate({ file: chosen });
    }
    event.target.value = '';
  };
  const previewed = record?.status === 'previewed';
  const running = record?.status === 'queued' || record?.status === 'running';

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title="app.page.import_customers" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('app.data_import.upload_title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.data_import.upload_help')}
          </Typography>
          <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={upload.isPending || running}>
            {translate('app.data_import.choose_file')}
            <input hidden type="file" accept={ACCEPTED} aria-label={translate('app.data_import.choose_file')} onChange={chooseFile} />
          </Button>
          {upload.isPending && <LinearProgress sx={{ mt: 2 }} />}
          {record && <Typography sx={{ mt: 1 }}>{record.fileName}</Typography>}
          {record && file && previewed && record.sheets.length > 1 && (
            <TextField
              select
              size="small"
              sx={{ mt: 2, width: { xs: '100%', sm: 360 } }}
              label={translate('app.data_import.sheet')}
              helperText={translate('app.data_import.sheet_help', { count: record.sheets.length })}
              value={record.sheet ?? ''}
              disabled={upload.isPending}
              onChange={(event) => upload.mutate({ file, sheet: event.target.value })}
            >
              {record.sheets.map((sheet) => (
                <MenuItem key={sheet} value={sheet}>
                  {sheet}
                </MenuItem>
              ))}
            </TextField>
          )}
        </CardContent>
      </Card>

      {record && previewed && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('app.data_import.mapping_title')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
                gap: 2,
                my: 2,
              }}
            >
              {IMPORT_FIELDS.map((field) => (
                <TextField
                  key={field}
                  select
                  size="small"
                  label={translate(`app.data_import.fields.${field}`)}
                  value={mapping[field] ?? ''}
                  onChange={(event) => setMapping({ ...mapping, [field]: event.target.value || undefined })}
                >
                  <MenuItem value="">{translate('app.data_import.not_imported')}</MenuItem>
                  {record.headers.map((header) => (
                    <MenuItem key={header} value={header}>
                      {header}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
            <SampleRows headers={record.headers} sample={record.sample} />
            <Button variant="outlined" onClick={() => remap.mutate()} disabled={remap.isPending}>
              {translate('app.data_import.preview_again')}
            </Button>
          </CardContent>
        </Card>
      )}

      {record && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate(previewed ? 'app.data_import.preview_title' : 'app.data_import.report_title')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ my: 2, flexWrap: 'wrap' }} data-testid="import-totals">
              {ROW_OUTCOMES.map((outcome) => (
                <Chip
                  key={outcome}
                  color={OUTCOME_COLOURS[outcome]}
                  label={`${translate(`app.data_import.outcomes.${outcome}`)}: ${record.totals[outcome]}`}
                />
              ))}
            </Stack>
            {running && (
              <Box sx={{ my: 2 }}>
                <LinearProgress
                  variant="determinate"
                  value={record.rowsTotal ? (100 * record.rowsDone) / record.rowsTotal : 0}
                  aria-label={translate('app.data_import.progress')}
                />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {translate('app.data_import.rows_done', { done: record.rowsDone, total: record.rowsTotal })}
                </Typography>
              </Box>
            )}
            {record.status === 'done' && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {translate('app.data_import.done', { done: record.rowsDone })}
              </Alert>
            )}
            {record.status === 'done' && record.approximate > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate('app.data_import.approximate', { smart_count: record.approximate })}
              </Alert>
            )}
            {record.warningCount > 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('app.data_import.warnings', { smart_count: record.warningCount })}
              </Alert>
            )}
            {record.status === 'undone' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('app.data_import.undone')}
              </Alert>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
              {previewed && (
                <Button
                  variant="contained"
                  onClick={() => start.mutate()}
                  disabled={start.isPending || record.totals.create + record.totals.update === 0}
                >
                  {translate('app.data_import.import')}
                </Button>
              )}
              {!previewed && (
                <Button variant="outlined" onClick={() => report.mutate()} disabled={report.isPending}>
                  {translate('app.data_import.download_report')}
                </Button>
              )}
              {record.status === 'done' && <LocateApproximateButton importId={record._id} />}
              {record.canUndo && (
                <Button color="warning" variant="outlined" onClick={() => undo.mutate()} disabled={undo.isPending}>
                  {translate('app.data_import.undo')}
                </Button>
              )}
            </Stack>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('app.data_import.rows')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.data_import.columns.row')}</TableCell>
                    <TableCell>{translate('app.data_import.columns.outcome')}</TableCell>
                    <TableCell>{translate('app.data_import.columns.customer')}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{translate('app.data_import.columns.message')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {record.rows.map((row) => (
                    <TableRow key={row.rowNumber}>
                      <TableCell>{row.rowNumber}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={OUTCOME_COLOURS[row.outcome]}
                          label={translate(`app.data_import.outcomes.${row.outcome}`)}
                        />
                      </TableCell>
                      <TableCell>
                        {row.label}
                        {/* On a phone the message goes under whom it is about, rather than off the screen's edge. */}
                        <Box sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                          <RowNotes row={row} />
                        </Box>
                      </TableCell>
                      <TableCell sx={WIDE_ONLY}>
                        <RowNotes row={row} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            {record.rowCount > record.rows.length && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate('app.data_import.more_rows', { shown: record.rows.length, total: record.rowCount })}
              </Typography>
            )}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
