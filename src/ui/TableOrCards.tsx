// A short list of records read from a query (rain days, service pauses): a table on a wide screen, a card for each on a
// phone, where a table's columns do not fit 375 px.
import type { ReactNode } from 'react';
import { Card, Stack, Table, TableBody, TableCell, TableHead, TableRow, type Theme, useMediaQuery } from '@mui/material';

export interface TableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Kept on one line (a date, a range of dates). */
  noWrap?: boolean;
}

interface TableOrCardsProps<T> {
  rows: T[];
  rowKey: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  columns: TableColumn<T>[];
  /** A row's card on a phone: its lines, then its actions. */
  card: (row: T) => ReactNode;
}

export function TableOrCards<T>({ rows, rowKey, label, columns, card }: TableOrCardsProps<T>) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (isPhone) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Card component="li" key={rowKey(row)} sx={{ p: 2 }}>
            {card(row)}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Card>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
