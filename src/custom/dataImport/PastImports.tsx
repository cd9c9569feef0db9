// The imports started before, newest first (when, who, the file, its totals, its status), kept by the server so they
// are there after leaving the page: open one to read its report, or undo it while undo is possible.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type ImportSummary, ROW_OUTCOMES } from '../../../common/schemas/dataImport';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../../ui/format/useFormat';
import { IMPORTS_QUERY_KEY } from './importQueries';

const PER_PAGE = 10;
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const STATUS_COLOURS = {
  previewing: 'default',
  previewed: 'default',
  queued: 'info',
  running: 'info',
  done: 'success',
  failed: 'error',
  undone: 'warning',
} as const;

function Totals({ summary }: { summary: ImportSummary }) {
  const translate = useTranslate();
  return <>{ROW_OUTCOMES.map((outcome) => `${translate(`app.data_import.outcomes.${outcome}`)} ${summary.totals[outcome]}`).join(' · ')}</>;
}

function ImportStatus({ summary }: { summary: ImportSummary }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOURS[summary.status]} label={translate(`app.data_import.statuses.${summary.status}`)} />;
}

export function PastImports({ onOpen, openedId }: { onOpen: (id: string) => void; openedId: string | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [start, setStart] = useState(0);
  const { data } = useQuery({
    queryKey: [...IMPORTS_QUERY_KEY, 'list', start],
    queryFn: () => dataProvider.listImports({ start, length: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const undo = useMutation({
    mutationFn: (id: string) => dataProvider.undoImport(id),
    onSuccess: () => {
      notify('server.data_import.import_undone', { type: 'info' });
      return queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!data?.total) return null;
  const actions = (summary: ImportSummary) => (
    <>
      <Button
        size="small"
        onClick={() => onOpen(summary._id)}
        aria-label={translate('app.data_import.open_report', { file: summary.fileName })}
      >
        {translate('app.data_import.open')}
      </Button>
      {summary.canUndo && (
        <Button
          size="small"
          color="warning"
          disabled={undo.isPending}
          onClick={() => undo.mutate(summary._id)}
          aria-label={translate('app.data_import.undo_file', { file: summary.fileName })}
        >
          {translate('app.data_import.undo')}
        </Button>
      )}
    </>
  );

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.data_import.past_title')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('app.data_import.past_title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.data_import.past_columns.file')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{translate('app.data_import.past_columns.by')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{translate('app.data_import.past_columns.rows')}</TableCell>
                {!isPhone && (
                  <>
                    <TableCell>{translate('app.data_import.past_columns.status')}</TableCell>
                    <TableCell />
                  </>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.imports.map((summary) => (
                <TableRow key={summary._id} selected={summary._id === openedId}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {summary.fileName}
                    <Typography variant="body2" color="text.secondary">
                      {format.dateTime(summary.createdAt)}
                    </Typography>
                    {/* Narrower, who and the totals (and on a phone the status and buttons) go under the file. */}
                    <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
                      {summary.createdBy && `${summary.createdBy} · `}
                      <Totals summary={summary} />
                    </Typography>
                    {isPhone && (
                      <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
                        <ImportStatus summary={summary} />
                        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                          {actions(summary)}
                        </Stack>
                      </Stack>
                    )}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{summary.createdBy ?? ''}</TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <Totals summary={summary} />
                  </TableCell>
                  {!isPhone && (
                    <>
                      <TableCell>
                        <ImportStatus summary={summary} />
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          {actions(summary)}
                        </Stack>
                      </TableCell>
                    </>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {data.total > PER_PAGE && (
          <TablePagination
            component="div"
            count={data.total}
            page={Math.floor(start / PER_PAGE)}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_event, next) => setStart(next * PER_PAGE)}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
