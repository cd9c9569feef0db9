// /assignments/{assignmentId}: one work log with its property's header, times, price and time cap, extra time, status actions and history.
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useFormat } from '../../ui/format/useFormat';
import type { WorkLogDetail } from '../../../common/schemas/workLogRecord';
import { useRowFormat } from '../../ui/workLogs/useRowFormat';
import { StatusActions } from '../../ui/workLogs/StatusActions';
import { useCrewChoices } from '../../ui/workLogs/useWorkLogChoices';
import { workLogKeys, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';
import { WorkLogStatusChip } from '../../ui/WorkLogStatusChip';
import { hasPermission } from '../../../common/permissions';
import { session } from '../../auth/session';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { propertyViewPath } from '../propertyView/paths';
import { ExtraTimePanel } from './ExtraTimePanel';
import { boardPath } from './paths';
import { WorkLogHistory } from './WorkLogHistory';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { WorkLogPositions } from '../../ui/workLogs/WorkLogPhotos';
import { OfficeWorkLogPhotos } from './OfficeWorkLogPhotos';

const EMPTY = '—';

const canOpenProperty = () => {
  const user = session.user();
  return Boolean(user && hasPermission(user, 'customer_list'));
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 6, sm: 4, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children || EMPTY}
      </Typography>
    </Grid>
  );
}

function AssignmentView({ workLog }: { workLog: WorkLogDetail }) {
  const translate = useTranslate();
  const formatRow = useRowFormat();
  const format = useFormat();
  const crews = useCrewChoices();
  const crewName = (id: string) => crews.find((crew) => crew._id === id)?.name;
  const label = (key: string) => `app.work_logs.fields.${key}`;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {workLog.address}
              </Typography>
              <Typography color="text.secondary">
                {workLog.city} {workLog.zipcode} · {workLog.customerName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[workLog.customerMobile, workLog.customerEmail].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} alignItems="center">
              {workLog.cornerLot && <Chip size="small" variant="outlined" label={translate('app.work_logs.fields.cornerLot')} />}
              <WorkLogStatusChip status={workLog.status} />
            </Stack>
          </Stack>
          <Grid container spacing={2} sx={{ mt: 1 }}>
            <Fact label={label('gate')}>{[workLog.gateName, workLog.gateCode].filter(Boolean).join(' · ')}</Fact>
            <Fact label={label('backyardLockCode')}>{workLog.backyardLockCode}</Fact>
            <Fact label={label('petsAndSecurity')}>{workLog.petsAndSecurity}</Fact>
            <Fact label={label('lotSize')}>{formatRow.lotSize(workLog)}</Fact>
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Grid container spacing={2}>
            <Fact label={label('date')}>{calendarDate(workLog.date)}</Fact>
            <Fact label={label('crewId')}>{workLog.crewName ?? translate('app.work_logs.board.unassigned')}</Fact>
            <Fact label={label('vendor')}>{workLog.vendorName}</Fact>
            <Fact label={label('serviceType')}>{formatRow.service(workLog)}</Fact>
            <Fact label={label('routePosition')}>{workLog.routePosition === null ? EMPTY : `#${workLog.routePosition}`}</Fact>
            <Fact label={label('price')}>{formatRow.price(workLog)}</Fact>
            <Fact label={label('timeCapHours')}>{formatRow.timeCap(workLog)}</Fact>
            <Fact label={label('extraTimeGrantedMinutes')}>
              {translate('app.work_logs.extra_time.minutes_value', { minutes: workLog.extraTimeGrantedMinutes })}
            </Fact>
            <Fact label={label('startedAt')}>{format.dateTime(workLog.startedAt) || EMPTY}</Fact>
            <Fact label={label('completedAt')}>{format.dateTime(workLog.completedAt) || EMPTY}</Fact>
            {workLog.reason && <Fact label={label('reason')}>{workLog.reason}</Fact>}
            {workLog.crewNotes && <Fact label={label('crewNotes')}>{workLog.crewNotes}</Fact>}
          </Grid>
          <Box sx={{ mt: 2 }}>
            <ExtraTimePanel workLog={workLog} />
          </Box>
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} alignItems="center">
            <StatusActions id={workLog._id} status={workLog.status} label={workLog.address} inline />
            <Button component={RouterLink} to={boardPath(workLog.crewId, workLog.date)} size="small">
              {translate('app.work_logs.assignment.open_board')}
            </Button>
            {canOpenProperty() && (
              <Button component={RouterLink} to={propertyViewPath(workLog.propertyId)} size="small">
                {translate('app.work_logs.assignment.open_property')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.work_logs.photos.title')}
          </Typography>
          <OfficeWorkLogPhotos workLogId={workLog._id} photos={workLog.photos} />
          <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 2 }}>
            {translate('app.work_logs.positions.title')}
          </Typography>
          <WorkLogPositions positions={workLog.positions} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.work_logs.assignment.history')}
          </Typography>
          <WorkLogHistory entries={workLog.history} crewName={crewName} />
        </CardContent>
      </Card>
    </Stack>
  );
}

export function AssignmentPage() {
  const translate = useTranslate();
  const { assignmentId = '' } = useParams();
  const dataProvider = useWorkLogProvider();
  const detail = useQuery({
    queryKey: workLogKeys.detail(assignmentId),
    queryFn: () => dataProvider.getWorkLogDetail(assignmentId),
    retry: false,
  });
  return (
    <>
      <Title title="app.page.assignment" />
      {detail.data ? (
        <AssignmentView workLog={detail.data} />
      ) : detail.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.work_logs.assignment.not_found')}
        </Alert>
      ) : (
        <Stack alignItems="center" sx={{ p: 4 }}>
          <LoadingSpinner size={40} />
        </Stack>
      )}
    </>
  );
}
