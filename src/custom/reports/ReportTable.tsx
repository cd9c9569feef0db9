// A page of a report's rows as a table, with the pager; on a phone it scrolls sideways rather than squeeze.
import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportColumn, ReportRow } from '../../../common/schemas/report';

interface Props {
  columns: readonly ReportColumn[];
  rows: ReportRow[];
  total: number;
  page: number;
  perPage: number;
  caption: string;
  heading: (column: ReportColumn) => string;
  cell: (column: ReportColumn, row: ReportRow) => string;
  onPage: (page: number, perPage: number) => void;
}

const isNumber = (column: ReportColumn) => column.kind !== 'text' && column.kind !== 'date';

export function ReportTable({ columns, rows, total, page, perPage, caption, heading, cell, onPage }: Props) {
  const translate = useTranslate();
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={isNumber(column) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {heading(column)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={isNumber(column) ? 'right' : 'left'}
                    sx={{ whiteSpace: column.kind === 'text' ? 'normal' : 'nowrap' }}
                  >
                    {cell(column, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_event, next) => onPage(next, perPage)}
        onRowsPerPageChange={(event) => onPage(0, Number(event.target.value))}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      />
    </>
  );
}
