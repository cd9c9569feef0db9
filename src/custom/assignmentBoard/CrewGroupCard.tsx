// One crew's day on the board: a header with its counts, a select-all box and the route tools, then its work logs in route order.
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { ReactNode } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { Box, Card, Checkbox, Chip, Divider, Link, Stack, type Theme, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import { assignmentPath } from '../assignment/paths';
import { CrewRouteTools, RouteMoveButtons } from './CrewRouteTools';
import { RoutePinButton } from './RoutePinButton';
import { type CrewGroup, groupSelection, isSelectable } from './grouping';
import { StatusActions } from '../../ui/workLogs/StatusActions';
import { useCrewRoute } from './useCrewRoute';
import { useJoinCrew } from './useJoinCrew';
import { useRouteDrag } from './useRouteDrag';
import { WorkLogStatusChip } from '../../ui/WorkLogStatusChip';
import { useRowFormat } from '../../ui/workLogs/useRowFormat';

const EMPTY = '—';

function WorkLogLine({
  row,
  selected,
  onToggle,
  routeButtons,
  draggable = false,
}: {
  row: WorkLogRow;
  selected: boolean;
  onToggle: () => void;
  routeButtons?: ReactNode;
  /** Whether the row can be dragged to another place in the day: a grip is shown at its start. */
  draggable?: boolean;
}) {
  const translate = useTranslate();
  const format = useRowFormat();
  return (
    <Stack direction="row" alignItems="flex-start" spacing={1} sx={{ py: 1, px: { xs: 0.5, sm: 1 } }} data-testid="work-log-row">
      {draggable && (
        <DragIndicatorIcon
          fontSize="small"
          color="action"
          titleAccess={translate('app.work_logs.route.drag_hint')}
          sx={{ mt: 0.5, mr: -0.5, cursor: 'grab', display: { xs: 'none', sm: 'block' } }}
        />
      )}
      <Checkbox
        size="small"
        checked={selected}
        disabled={!isSelectable(row)}
        onChange={onToggle}
        slotProps={{
          input: { 'aria-label': translate('app.work_logs.board.select_row', { address: row.address, service: format.service(row) }) },
        }}
        sx={{ mt: -0.5 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 28, pt: 0.25 }}>
        {row.routePosition === null ? EMPTY : `#${row.routePosition}`}
        {row.routeLock && (
          <LockIcon
            sx={{ fontSize: 14, ml: 0.25, verticalAlign: 'text-bottom' }}
            aria-label={translate('app.work_logs.route.stop_locked')}
          />
        )}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={assignmentPath(row._id)} variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {row.address}
          </Link>
          <WorkLogStatusChip status={row.status} />
          {row.photoCount > 0 && (
            <Chip
              size="small"
              variant="outlined"
              icon={<PhotoCameraIcon />}
              label={row.photoCount}
              aria-label={translate('app.work_logs.photos.count', { smart_count: row.photoCount })}
            />
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {row.city} {row.zipcode} · {row.customerName}
        </Typography>
        <Typography variant="body2" component="div" sx={{ mt: 0.25 }}>
          {[format.service(row), format.lotSize(row), format.price(row), format.timeCap(row)].join(' · ')}
        </Typography>
        {row.reason && (
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('app.work_logs.board.reason', { reason: row.reason })}
          </Typography>
        )}
      </Box>
      {routeButtons}
      <StatusActions id={row._id} status={row.status} label={row.address} />
    </Stack>
  );
}

export interface CrewGroupCardProps {
  group: CrewGroup;
  /** The board's day: the route tools generate and order the crew's route of that day. */
  date: string;
  selected: ReadonlySet<string>;
  onToggleRow: (row: WorkLogRow) => void;
  onToggleGroup: (group: CrewGroup) => void;
}

export function CrewGroupCard({ group, date, selected, onToggleRow, onToggleGroup }: CrewGroupCardProps) {
  const translate = useTranslate();
  const name = group.crewName ?? translate('app.work_logs.board.unassigned');
  const state = groupSelection(selected, group);
  const selectable = group.rows.some(isSelectable);
  const done = group.rows.filter((row) => row.status === 'completed').length;
  const route = useCrewRoute(group.crewId, date);
  const join = useJoinCrew(group.crewId, name);
  const drag = useRouteDrag(route.move, route.isPending, join);
  // The line where the dragged visit would land: above or below the row under the pointer.
  const dropLine = (id: string) =>
    drag.target?.id === id && drag.dragged !== id
      ? { boxShadow: (theme: Theme) => `inset 0 ${drag.target!.side === 'before' ? 3 : -3}px 0 ${theme.palette.primary.main}` }
      : {};
  return (
    <Card
      component="section"
      aria-label={name}
      variant="outlined"
      {...drag.cardProps}
      data-joining={drag.joining || undefined}
      sx={{ mb: 2, ...(drag.joining && { outline: 2, outlineStyle: 'dashed', outlineColor: 'primary.main', outlineOffset: -2 }) }}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: { xs: 0.5, sm: 1 }, py: 0.5, bgcolor: 'action.hover' }}>
        <Checkbox
          size="small"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={!selectable}
          onChange={() => onToggleGroup(group)}
          slotProps={{ input: { 'aria-label': translate('app.work_logs.board.select_group', { name }) } }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {name}
          </Typography>
          {group.vendorName && (
            <Typography variant="caption" color="text.secondary">
              {group.vendorName}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ pr: 1, textAlign: 'right' }}>
          {translate('app.work_logs.board.group_count', { smart_count: group.rows.length, done })}
        </Typography>
      </Stack>
      {group.crewId && <CrewRouteTools route={route} name={name} rows={group.rows} />}
      {group.rows.map((row, index) => (
        <Box
          key={row._id}
          {...(group.crewId ? drag.rowProps(row._id) : drag.sourceProps(row._id))}
          data-testid="route-stop"
          sx={{ opacity: drag.dragged === row._id ? 0.5 : 1, ...dropLine(row._id) }}
        >
          {index > 0 && <Divider />}
          <WorkLogLine
            row={row}
            draggable
            selected={selected.has(row._id)}
            onToggle={() => onToggleRow(row)}
            routeButtons={
              group.crewId && (
                <>
                  <RoutePinButton route={route} row={row} />
                  <RouteMoveButtons route={route} row={row} previous={group.rows[index - 1]} next={group.rows[index + 1]} />
                </>
              )
            }
          />
        </Box>
      ))}
    </Card>
  );
}
