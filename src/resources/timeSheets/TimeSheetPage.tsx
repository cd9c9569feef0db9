// Time Sheet (/time-sheet): clock in or out, then each user's shifts of the header's service week with the week's total.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { addDays, format as formatDay, parseISO } from 'date-fns';
import { DataTable, List, Title, useRecordContext, useTranslate } from 'react-admin';
import { businessDay, shiftWeek, type TimeSheetEntry, type TimeSheetWeek, weekBounds, weekOfDay } from '../../../common/schemas/timeSheet';
import { RecordCards } from '../../ui/RecordCards';
import { useServiceDate } from '../../layout/useServiceDate';
import { ClockInOutButton } from '../../ui/timeSheets/ClockInOutButton';
import { TIME_SHEET_ENTRIES } from './paths';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { useFormat } from '../../ui/format/useFormat';

type SheetRow = TimeSheetWeek & { id: string };

function EntriesTable() {
  const translate = useTranslate();
  const sheet = useRecordContext<SheetRow>();
  // Shown on the business's clock, the clock the weeks are cut by, wherever the browser is.
  const { weekdayDayOf: day, time } = useFormat();
  if (!sheet) return null;
  const field = (name: string) => translate(`app.time_sheets.fields.${name}`);
  return (
    <Table size="small" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          {['day', 'clockIn', 'clockOut', 'hours'].map((name) => (
            <TableCell key={name}>{field(name)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {sheet.entries.map((entry: TimeSheetEntry) => (
          <TableRow key={entry._id}>
            <TableCell>{day(entry.clockIn)}</TableCell>
            <TableCell>{time(entry.clockIn)}</TableCell>
            <TableCell>{entry.clockOut ? time(entry.clockOut) : translate('app.time_sheets.open')}</TableCell>
            <TableCell>{entry.hours.toFixed(2)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SheetCards() {
  const translate = useTranslate();
  const { weekdayDayOf: day, time } = useFormat();
  return (
    <RecordCards<SheetRow>
      primaryText={(sheet) => `${sheet.name} · ${translate('app.time_sheets.hours', { hours: sheet.totalHours.toFixed(2) })}`}
      lines={(sheet) =>
        sheet.entries.map(
          (entry) =>
            `${day(entry.clockIn)} ${time(entry.clockIn)} – ${entry.clockOut ? time(entry.clockOut) : translate('app.time_sheets.open')} (${entry.hours.toFixed(2)})`,
        )
      }
      actions={null}
    />
  );
}

function WeekPicker({ week, onChange }: { week: string; onChange: (week: string) => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const { from, until } = weekBounds(week);
  const thisWeek = weekOfDay(businessDay(new Date()));
  const label = translate('app.time_sheets.week_label', {
    week: week.slice(-2),
    from: format.monthDay(from),
    to: format.monthDay(formatDay(addDays(parseISO(until), -1), 'yyyy-MM-dd'), true),
  });
  return (
    <Stack direction="row" alignItems="center" spacing={1} flexWrap="wrap">
      <IconButton aria-label={translate('app.time_sheets.previous_week')} onClick={() => onChange(shiftWeek(week, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography component="h2" variant="subtitle1" sx={{ minWidth: 220, textAlign: 'center' }}>
        {label}
      </Typography>
      <IconButton
        aria-label={translate('app.time_sheets.next_week')}
        onClick={() => onChange(shiftWeek(week, 1))}
        disabled={week >= thisWeek}
      >
        <ChevronRightIcon />
      </IconButton>
      {week !== thisWeek && (
        <Button size="small" onClick={() => onChange(thisWeek)}>
          {translate('app.time_sheets.this_week')}
        </Button>
      )}
    </Stack>
  );
}

export function TimeSheetPage() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // The week is the header's service week: the arrows move the service date by a week, "This week" brings it to today.
  const { serviceDate, setServiceDate } = useServiceDate({ keepInUrl: true });
  const week = weekOfDay(serviceDate);
  const setWeek = (chosen: string) =>
    setServiceDate(chosen === weekOfDay(businessDay(new Date())) ? businessDay(new Date()) : weekBounds(chosen).from);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.time_sheets.title" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.time_sheets.title')}
          </Typography>
          <ClockInOutButton />
        </CardContent>
      </Card>
      <WeekPicker week={week} onChange={setWeek} />
      <List
        pagination={<ListPagination />}
        resource={TIME_SHEET_ENTRIES}
        filter={{ week }}
        disableSyncWithLocation
        perPage={25}
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
        actions={false}
        title={false}
        empty={<ListEmpty />}
      >
        {isSmall ? (
          <SheetCards />
        ) : (
          <DataTable bulkActionButtons={false} rowClick="expand" expand={<EntriesTable />}>
            <DataTable.Col source="name" label="app.time_sheets.fields.name" />
            <DataTable.Col
              source="type"
              label="app.time_sheets.fields.type"
              disableSort
              render={(sheet: SheetRow) => translate(`app.users.types.${sheet.type}`)}
            />
            <DataTable.Col
              source="entries"
              label="app.time_sheets.fields.entries"
              disableSort
              render={(sheet: SheetRow) => sheet.entries.length}
            />
            <DataTable.Col
              source="totalHours"
              label="app.time_sheets.fields.totalHours"
              render={(sheet: SheetRow) => sheet.totalHours.toFixed(2)}
            />
          </DataTable>
        )}
      </List>
    </Box>
  );
}
