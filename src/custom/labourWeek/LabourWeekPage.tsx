// The week the office approves: each person's minutes per day, regular and overtime totals (and pay, for an admin),
// entries added or replaced with a reason, the approval and the payroll CSV (docs/labour.md).
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { WeekPerson } from '../../../common/schemas/labour';
import { businessDay, shiftWeek, weekOfDay } from '../../../common/schemas/timeSheet';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useMoney } from '../../ui/billing/money';
import { saveFile } from '../../ui/saveFile';
import { EntryDialog, type EntryDraft, localInput } from './EntryDialog';
import { TimeOffDialog } from './TimeOffDialog';
import { LoadingBar } from '../../ui/LoadingBar';

const hoursOf = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const clockOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

export function LabourWeekPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const week = searchParams.get('week') ?? weekOfDay(businessDay(new Date()));
  const queryKey = ['labour-week', week];
  const { data, isPending, error } = useQuery({ queryKey, queryFn: () => dataProvider.getLabourWeek(week) });
  const [draft, setDraft] = useState<EntryDraft | null>(null);
  const [addingTimeOff, setAddingTimeOff] = useState(false);
  const goTo = (next: string) => setSearchParams({ week: next }, { replace: true });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const isAdmin = data?.people.some((person) => person.grossCents !== undefined) ?? false;

  const approve = async () => {
    try {
      await dataProvider.approveLabourWeek(week);
      notify('app.labour.approved_notice', { type: 'success' });
      await refresh();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };
  const exportCsv = async (layout: 'generic' | 'gusto') => {
    try {
      saveFile(await dataProvider.downloadPayroll(week, layout), `payroll-${week}-${layout}.csv`);
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };
  const removeTimeOff = async (id: string) => {
    try {
      await dataProvider.removePaidTimeOff(id);
      notify('app.labour.time_off_removed', { type: 'info' });
      await refresh();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };
  const total = (pick: (person: WeekPerson) => number) => (data?.people ?? []).reduce((sum, person) => sum + pick(person), 0);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.labour.title" />
      <CardContent>
        <Stack direction="row" flexWrap="wrap" useFlexGap gap={1} alignItems="center" sx={{ mb: 2 }}>
          <Button onClick={() => goTo(shiftWeek(week, -1))}>{translate('app.time_sheets.previous_week')}</Button>
          <Typography variant="h6" component="h2" sx={{ mx: 1 }}>
            {week}
          </Typography>
          <Button onClick={() => goTo(shiftWeek(week, 1))}>{translate('app.time_sheets.next_week')}</Button>
          {data && (
            <Chip
              color={data.approved ? 'success' : 'default'}
              label={translate(data.approved ? 'app.labour.approved' : 'app.labour.open')}
            />
          )}
          <Box sx={{ flexGrow: 1 }} />
          {data && !data.approved && (
            <Button
              variant="outlined"
              onClick={() => setDraft({ userId: data.people[0]?.userId ?? '', clockIn: '', clockOut: '', breakMinutes: 0 })}
            >
              {translate('app.labour.add_entry')}
            </Button>
          )}
          {data && !data.approved && (
            <Button variant="outlined" onClick={() => setAddingTimeOff(true)}>
              {translate('app.labour.add_time_off')}
            </Button>
          )}
          {isAdmin && data && !data.approved && (
            <Button variant="contained" onClick={approve}>
              {translate('app.labour.approve')}
            </Button>
          )}
          {isAdmin && data?.approved && (
            <>
              <Button variant="contained" onClick={() => exportCsv('generic')}>
                {translate('app.labour.export_csv')}
              </Button>
              <Button onClick={() => exportCsv('gusto')}>{translate('app.labour.export_gusto')}</Button>
            </>
          )}
        </Stack>
        {isPending && <LoadingBar />}
        {error && <Alert severity="error">{translate((error as Error).message || 'ra.notification.http_error')}</Alert>}
        {data && !data.people.length && <Typography color="text.secondary">{translate('app.labour.no_entries')}</Typography>}
        {data && data.people.length > 0 && (
          <TableContainer>
            <Table
              size="small"
              aria-label={translate('app.labour.title')}
              sx={{ '& td, & th': { px: 1 }, '& th': { whiteSpace: 'nowrap' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.labour.person')}</TableCell>
                  {data.days.map((day) => (
                    <TableCell key={day} align="right">
                      {new Date(`${day}T12:00:00`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric' })}
                    </TableCell>
                  ))}
                  <TableCell align="right">{translate('app.labour.regular')}</TableCell>
                  <TableCell align="right">{translate('app.labour.overtime')}</TableCell>
                  <TableCell align="right">{translate('app.labour.breaks')}</TableCell>
                  <TableCell align="right">{translate('app.labour.time_off')}</TableCell>
                  {isAdmin && <TableCell align="right">{translate('app.labour.gross')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.people.map((person) => (
                  <TableRow key={person.userId}>
                    <TableCell>
                      {person.name}
                      {person.openEntries > 0 && (
                        <Chip size="small" color="warning" sx={{ ml: 1 }} label={translate('app.labour.still_in')} />
                      )}
                    </TableCell>
                    {person.days.map((day) => (
                      <TableCell key={day.day} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {day.entries.map((entry) => (
                          <Box key={entry._id} title={entry.reason ?? undefined}>
                            {entry.clockOut ? hoursOf(entry.minutes) : '…'}
                            {(entry.clockInFarM != null || entry.clockOutFarM != null) && (
                              <Chip size="small" color="warning" sx={{ ml: 0.5 }} label={translate('app.labour.far')} />
                            )}
                            {!data.approved && (
                              <IconButton
                                size="small"
                                aria-label={translate('app.labour.edit_entry')}
                                onClick={() =>
                                  setDraft({
                                    userId: person.userId,
                                    clockIn: localInput(entry.clockIn),
                                    clockOut: localInput(entry.clockOut),
                                    breakMinutes: entry.breakMinutes,
                                    replacesId: entry._id,
                                  })
                                }
                              >
                                <EditIcon fontSize="inherit" />
                              </IconButton>
                            )}
                            {entry.breaks.map((taken) => (
                              <Typography key={taken.startedAt} variant="caption" color="text.secondary" component="div">
                                {translate('app.labour.break_span', { from: clockOf(taken.startedAt), to: clockOf(taken.endedAt) })}
                              </Typography>
                            ))}
                          </Box>
                        ))}
                        {day.paidTimeOff.map((off) => (
                          <Box key={off._id} title={off.reason}>
                            <Chip
                              size="small"
                              color="info"
                              variant="outlined"
                              label={translate('app.labour.time_off_short', { time: hoursOf(off.minutes) })}
                            />
                            {!data.approved && (
                              <IconButton
                                size="small"
                                aria-label={translate('app.labour.remove_time_off')}
                                onClick={() => removeTimeOff(off._id)}
                              >
                                <DeleteIcon fontSize="inherit" />
                              </IconButton>
                            )}
                          </Box>
                        ))}
                      </TableCell>
                    ))}
                    <TableCell align="right">{hoursOf(person.regularMinutes)}</TableCell>
                    <TableCell align="right">{hoursOf(person.overtimeMinutes + person.doubleTimeMinutes)}</TableCell>
                    <TableCell align="right">{hoursOf(person.breakMinutes)}</TableCell>
                    <TableCell align="right">{hoursOf(person.paidTimeOffMinutes)}</TableCell>
                    {isAdmin && (
                      <TableCell align="right">
                        {person.payRateCents == null ? translate('app.labour.no_rate') : money(person.grossCents ?? 0)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{translate('app.labour.total')}</TableCell>
                  {data.days.map((day) => (
                    <TableCell key={day} />
                  ))}
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {hoursOf(total((person) => person.regularMinutes))}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {hoursOf(total((person) => person.overtimeMinutes + person.doubleTimeMinutes))}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {hoursOf(total((person) => person.breakMinutes))}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {hoursOf(total((person) => person.paidTimeOffMinutes))}
                  </TableCell>
                  {isAdmin && (
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {money(total((person) => person.grossCents ?? 0))}
                    </TableCell>
                  )}
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {addingTimeOff && data && (
          <TimeOffDialog
            days={data.days}
            people={data.roster}
            onClose={() => setAddingTimeOff(false)}
            onSaved={() => {
              setAddingTimeOff(false);
              notify('app.labour.time_off_saved', { type: 'success' });
              void refresh();
            }}
          />
        )}
        {draft && data && (
          <EntryDialog
            draft={draft}
            people={data.roster}
            onClose={() => setDraft(null)}
            onSaved={() => {
              setDraft(null);
              notify('app.labour.saved_notice', { type: 'success' });
              void refresh();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
