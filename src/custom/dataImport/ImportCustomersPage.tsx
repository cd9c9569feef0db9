// Import customers from a spreadsheet: upload a CSV or an Excel workbook (and choose its sheet), map its columns
// (prefilled with suggestions), read every row's outcome a page at a time with the whole file's totals, import with a
// live progress bar, then download the report or undo the import; the imports started before are listed below.
import { type ChangeEvent, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { IMPORT_FIELDS, type ImportMapping, type ImportRecord, type SourceIdChoiceInput } from '../../../common/schemas/dataImport';
import type { LawnDeskDataProvider } from '../../dataProvider';
import type { ImportRowsPage } from '../../dataProvider/importMethods';
import { IMPORTS_QUERY_KEY } from './importQueries';
import { ImportAttention } from './ImportAttention';
import { FIRST_ROWS, ImportRows } from './ImportRows';
import { SourceIdForAll } from './SourceIdForAll';
import { LocateApproximateButton } from './LocateApproximateButton';
import { PastImports } from './PastImports';
import { SampleRows } from './SampleRows';
import { LoadingBar } from '../../ui/LoadingBar';

// A LawnDesk export's Everything .zip too (docs/data.md "Importing the archive back").
const ACCEPTED = '.csv,.xlsx,.zip,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/zip';

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
  const [rowsPage, setRowsPage] = useState<ImportRowsPage>(FIRST_ROWS);
  const failed = (error: Error) => notify(error.message, { type: 'error' });

  const { data: record } = useQuery({
    queryKey: [...IMPORTS_QUERY_KEY, importId, rowsPage],
    queryFn: () => dataProvider.getImport(importId!, rowsPage),
    enabled: importId !== null,
    // Another page or outcome keeps the rows shown until its own arrive, rather than emptying the card.
    placeholderData: (previous) => (previous?._id === importId ? previous : undefined),
    // The socket's progress events refetch it at once; the interval is the fallback when the socket is away.
    refetchInterval: (query) => (['queued', 'running'].includes(query.state.data?.status ?? '') ? 3000 : false),
  });
  /** An import as a call answered it (its first rows, unfiltered), shown from its first page. */
  const show = (next: ImportRecord) => {
    queryClient.setQueryData([...IMPORTS_QUERY_KEY, next._id, FIRST_ROWS], { ...next, rows: next.rows.slice(0, FIRST_ROWS.length) });
    setRowsPage(FIRST_ROWS);
    setImportId(next._id);
    setMapping(next.mapping);
  };
  const open = useMutation({
    mutationFn: (id: string) => dataProvider.getImport(id, FIRST_ROWS),
    onSuccess: (next) => {
      setFile(null);
      show(next);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onError: failed,
  });
  const upload = useMutation({
    mutationFn: (chosen: { file: File; sheet?: string }) => dataProvider.uploadImport(chosen.file, chosen.sheet),
    onSuccess: show,
    onError: failed,
  });
  const remap = useMutation({ mutationFn: () => dataProvider.remapImport(importId!, mapping), onSuccess: show, onError: failed });
  // Started or undone, the import changes in the list of past imports too.
  const showListed = (next: ImportRecord) => {
    show(next);
    return queryClient.invalidateQueries({ queryKey: [...IMPORTS_QUERY_KEY, 'list'] });
  };
  const start = useMutation({ mutationFn: () => dataProvider.startImport(importId!), onSuccess: showListed, onError: failed });
  // The preview is made again with the choice: the page shown (its rows and totals) is read again.
  const choose = useMutation({
    mutationFn: (choice: SourceIdChoiceInput) => dataProvider.chooseImportSourceId(importId!, choice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...IMPORTS_QUERY_KEY, importId] }),
    onError: failed,
  });
  const undo = useMutation({ mutationFn: () => dataProvider.undoImport(importId!), onSuccess: showListed, onError: failed });
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
          {upload.isPending && <LoadingBar sx={{ mt: 2 }} />}
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
            <ImportAttention record={record} />
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
              {/* Before importing too: the whole preview in a spreadsheet, to read or fix the file against. */}
              <Button variant="outlined" onClick={() => report.mutate()} disabled={report.isPending}>
                {translate('app.data_import.download_report')}
              </Button>
              {record.status === 'done' && <LocateApproximateButton importId={record._id} />}
              {record.canUndo && (
                <Button color="warning" variant="outlined" onClick={() => undo.mutate()} disabled={undo.isPending}>
                  {translate('app.data_import.undo')}
                </Button>
              )}
            </Stack>
            {previewed && (
              <SourceIdForAll record={record} onChoose={(choice) => choose.mutate({ all: true, choice })} disabled={choose.isPending} />
            )}
            <ImportRows
              record={record}
              page={rowsPage}
              onPage={setRowsPage}
              onChoose={previewed ? choose.mutate : undefined}
              choosing={choose.isPending}
            />
          </CardContent>
        </Card>
      )}
      <PastImports onOpen={(id) => open.mutate(id)} openedId={importId} />
    </Stack>
  );
}
