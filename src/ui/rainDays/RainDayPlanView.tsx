// A rain day's preview (RainDayDialog.tsx): each candidate day's work against the crews' hours, and where each visit
// lands, by crew.
import { Alert, Box, List, ListItem, ListSubheader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import type { RainDayPlan } from '../../../common/schemas/rainDay';
import { calendarDate } from '../fields/CalendarDateField';

/** The moves by crew, in the order the plan lists them. */
function byCrew(plan: RainDayPlan) {
  const groups = new Map<string, { name: string | null; moves: RainDayPlan['moves'] }>();
  for (const move of plan.moves) {
    const key = move.crewId ?? '';
    groups.set(key, { name: move.crewName, moves: [...(groups.get(key)?.moves ?? []), move] });
  }
  return [...groups.entries()];
}

/** Each candidate day's work for the crews whose visits move, against their hours; a day over them is flagged. */
function DayLoads({ days }: { days: RainDayPlan['days'] }) {
  const translate = useTranslate();
  const hours = (value: number) => translate('app.work_logs.rain_day.load_figure', { hours: value.toLocaleString() });
  const over = days.filter((day) => day.over);
  if (!days.length) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" id="rain-day-loads" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate('app.work_logs.rain_day.loads')}
      </Typography>
      {over.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.work_logs.rain_day.over_warning', { dates: over.map((day) => calendarDate(day.date)).join(', ') })}
        </Alert>
      )}
      <Table
        size="small"
        aria-labelledby="rain-day-loads"
        sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } }, '& td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.work_logs.rain_day.load_day')}</TableCell>
            <TableCell align="right">{translate('app.work_logs.rain_day.load_arriving')}</TableCell>
            <TableCell align="right">{translate('app.work_logs.rain_day.load_work')}</TableCell>
            <TableCell align="right">{translate('app.work_logs.rain_day.load_hours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date} sx={day.over ? { bgcolor: 'warning.light', '& td': { color: 'warning.contrastText' } } : undefined}>
              <TableCell>
                {calendarDate(day.date)}
                {day.over && (
                  <WarningIcon
                    fontSize="inherit"
                    titleAccess={translate('app.work_logs.rain_day.load_over')}
                    sx={{ ml: 0.5, verticalAlign: 'middle' }}
                  />
                )}
              </TableCell>
              <TableCell align="right">{day.arriving}</TableCell>
              <TableCell align="right">
                {day.arriving > 0
                  ? translate('app.work_logs.rain_day.load_change', {
                      before: day.beforeHours.toLocaleString(),
                      after: day.afterHours.toLocaleString(),
                    })
                  : hours(day.afterHours)}
              </TableCell>
              <TableCell align="right">{hours(day.crewHours)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function PlanView({ plan }: { plan: RainDayPlan }) {
  const translate = useTranslate();
  return (
    <>
      <DayLoads days={plan.days} />
      <Typography variant="subtitle1" component="p" role="status" sx={{ fontWeight: 600 }}>
        {translate('app.work_logs.rain_day.count', { smart_count: plan.moves.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.work_logs.rain_day.staying', plan.staying)}
      </Typography>
      {plan.moves.length === 0 && <Alert severity="info">{translate('app.work_logs.rain_day.nothing')}</Alert>}
      <List dense disablePadding aria-label={translate('app.work_logs.rain_day.count', { smart_count: plan.moves.length })}>
        {byCrew(plan).map(([crewId, group]) => (
          <li key={crewId}>
            <List dense disablePadding>
              <ListSubheader disableGutters sx={{ lineHeight: 2.2, bgcolor: 'inherit' }}>
                {group.name ?? translate('app.work_logs.rain_day.unassigned')}
              </ListSubheader>
              {group.moves.map((move) => (
                <ListItem key={move.workLogId} disableGutters sx={{ display: 'block' }}>
                  <Typography variant="body2">
                    {move.address} · {translate(`app.add_customer.service.${move.serviceType}`, { _: move.serviceType })}{' '}
                    <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                      {translate('app.work_logs.rain_day.lands', { date: calendarDate(move.toDate) })}
                    </Box>
                  </Typography>
                  {move.absorbs > 0 && (
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.work_logs.rain_day.absorbs', { smart_count: move.absorbs })}
                    </Typography>
                  )}
                </ListItem>
              ))}
            </List>
          </li>
        ))}
      </List>
    </>
  );
}
