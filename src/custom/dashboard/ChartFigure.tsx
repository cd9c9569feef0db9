// A chart that can also be read as a table: the table is always there for screen readers (visually hidden under the
// chart, which they skip), and a toggle shows it on screen instead of the chart.
import { cloneElement, type ReactElement, type ReactNode, useId, useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ResponsiveContainer } from 'recharts';

/** Off screen, still read by screen readers. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface TableColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface ChartFigureProps<Row> {
  /** Names the table for screen readers (its caption). */
  caption: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  height: number;
  /** A recharts chart; ResponsiveContainer gives it the figure's width (and this first width where nothing can be measured). */
  chart: ReactElement<{ accessibilityLayer?: boolean }>;
}

export function ChartFigure<Row>({ caption, rows, columns, height, chart }: ChartFigureProps<Row>) {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const table = (
    <Table size="small" id={tableId}>
      <caption style={asTable ? { captionSide: 'top', padding: 0 } : undefined}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} component="th" scope="col" align={column.numeric ? 'right' : 'left'}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {columns.map((column, columnIndex) => (
              <TableCell
                key={column.label}
                component={columnIndex === 0 ? 'th' : 'td'}
                scope={columnIndex === 0 ? 'row' : undefined}
                align={column.numeric ? 'right' : 'left'}
              >
                {column.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" aria-pressed={asTable} aria-controls={tableId} onClick={() => setAsTable(!asTable)}>
          {translate(asTable ? 'app.dashboard.show_chart' : 'app.dashboard.show_table')}
        </Button>
      </Box>
      {asTable ? (
        <Box sx={{ overflowX: 'auto' }}>{table}</Box>
      ) : (
        <>
          <Box aria-hidden sx={{ width: '100%', height }}>
            {/* Hidden from screen readers, so not in the tab order either (recharts makes a chart focusable by default). */}
            <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
              {cloneElement(chart, { accessibilityLayer: false })}
            </ResponsiveContainer>
          </Box>
          <Box sx={visuallyHidden}>{table}</Box>
        </>
      )}
    </Box>
  );
}
