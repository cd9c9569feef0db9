// A chart that can also be read as a table: the table is always there for screen readers (visually hidden under the
// chart, which they skip), and a toggle shows it on screen instead of the chart.
import { cloneElement, type ReactElement, type ReactNode, useCallback, useId, useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { flushSync } from 'react-dom';
import { useTranslate } from 'react-admin';

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

/** Where nothing can measure (a test's DOM), the chart is drawn this wide. */
const UNMEASURED_WIDTH = 320;

/**
 * The figure's width as the browser lays the page out (a ResizeObserver), and again as it changes. recharts'
 * ResponsiveContainer reads it from the element in the commit that mounts the chart, which makes the browser lay the
 * page out there and then: on the staff dashboard, a quarter of the task that drew its five charts.
 * The chart is drawn in a task after the frame that laid its box out, in the height the box keeps for it.
 */
function useWidth(): [(element: HTMLElement | null) => (() => void) | undefined, number | undefined] {
  const [width, setWidth] = useState<number>();
  const measure = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(UNMEASURED_WIDTH);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width);
      clearTimeout(timer);
      // Each chart in a task of its own: the boxes of a page's charts are laid out in one frame, and drawn together
      // they would be one commit React cannot break up (recharts measures each axis's labels as it mounts).
      timer = setTimeout(() => flushSync(() => setWidth(next)));
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);
  return [measure, width];
}

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
  /** A recharts chart, given the figure's width and `height`. */
  chart: ReactElement<{ accessibilityLayer?: boolean; width?: number; height?: number }>;
}

export function ChartFigure<Row>({ caption, rows, columns, height, chart }: ChartFigureProps<Row>) {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const [measure, width] = useWidth();
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
          <Box ref={measure} aria-hidden sx={{ width: '100%', height }}>
            {/* Hidden from screen readers, so not in the tab order either (recharts makes a chart focusable by default). */}
            {width !== undefined && width > 0 && cloneElement(chart, { accessibilityLayer: false, width, height })}
          </Box>
          <Box sx={visuallyHidden}>{table}</Box>
        </>
      )}
    </Box>
  );
}
