// An import's rows a page at a time, before and after importing: the whole file's totals, which filter the rows by
// outcome, then each row's outcome and message, paged by the server.
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ImportRecord, ROW_OUTCOMES, type RowOutcome } from '../../../common/schemas/dataImport';
import type { ImportRowsPage } from '../../dataProvider/importMethods';
import { RowNotes } from './RowNotes';
import type { ChooseSourceId } from './SourceIdQuestion';

export const OUTCOME_COLOURS = { create: 'success', update: 'info', skip: 'default', error: 'error' } as const;
export const ROWS_PER_PAGE = [25, 50, 100];
export const FIRST_ROWS = { start: 0, length: ROWS_PER_PAGE[0] } satisfies ImportRowsPage;

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The whole file's totals; choosing one shows only its rows, choosing it again (or All) shows every row. */
function OutcomeFilter({
  record,
  outcome,
  onOutcome,
}: {
  record: ImportRecord;
  outcome?: RowOutcome;
  onOutcome: (next?: RowOutcome) => void;
}) {
  const translate = useTranslate();
  const all = ROW_OUTCOMES.reduce((sum, each) => sum + record.totals[each], 0);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ my: 2, flexWrap: 'wrap' }}
      data-testid="import-totals"
      role="group"
      aria-label={translate('app.data_import.filter_rows')}
    >
      <Chip
        label={`${translate('app.data_import.all_rows')}: ${all}`}
        variant={outcome ? 'outlined' : 'filled'}
        aria-pressed={!outcome}
        onClick={() => onOutcome(undefined)}
      />
      {ROW_OUTCOMES.map((each) => (
        <Chip
          key={each}
          color={OUTCOME_COLOURS[each]}
          variant={outcome === each ? 'filled' : 'outlined'}
          aria-pressed={outcome === each}
          label={`${translate(`app.data_import.outcomes.${each}`)}: ${record.totals[each]}`}
          onClick={() => onOutcome(outcome === each ? undefined : each)}
        />
      ))}
    </Stack>
  );
}

export function ImportRows({
  record,
  page,
  onPage,
  onChoose,
  choosing,
}: {
  record: ImportRecord;
  page: ImportRowsPage;
  onPage: (next: ImportRowsPage) => void;
  /** While a preview: settles a client id an earlier import gave another person. */
  onChoose?: ChooseSourceId;
  choosing?: boolean;
}) {
  const translate = useTranslate();
  const length = page.length ?? FIRST_ROWS.length;
  const start = page.start ?? 0;
  return (
    <>
      <OutcomeFilter record={record} outcome={page.outcome} onOutcome={(outcome) => onPage({ ...FIRST_ROWS, length, outcome })} />
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
                  <Chip size="small" color={OUTCOME_COLOURS[row.outcome]} label={translate(`app.data_import.outcomes.${row.outcome}`)} />
                </TableCell>
                <TableCell>
                  {row.label}
                  {/* On a phone the message goes under whom it is about, rather than off the screen's edge. */}
                  <Box sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                    <RowNotes row={row} onChoose={onChoose} choosing={choosing} />
                  </Box>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>
                  <RowNotes row={row} onChoose={onChoose} choosing={choosing} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={record.rowCount}
        page={Math.floor(start / length)}
        rowsPerPage={length}
        rowsPerPageOptions={ROWS_PER_PAGE}
        onPageChange={(_event, next) => onPage({ ...page, start: next * length, length })}
        onRowsPerPageChange={(event) => onPage({ ...page, start: 0, length: Number(event.target.value) })}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        // On a phone the bar wraps rather than pushing the next-page arrow off the card.
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, pl: { xs: 0, sm: 2 } },
          '& .MuiTablePagination-spacer': { flex: { xs: '0 0 0', sm: '1 1 100%' } },
        }}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
      />
    </>
  );
}
