// The crew status map's side list: the same figures as the markers (done, left, last completed, current stop, late),
// in text, for screen readers and for phones, where it sits below the map.
import { Box, Chip, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CrewProgress } from '../../../common/schemas/workLogMap';
import { useFormat } from '../../ui/format/useFormat';

interface CrewProgressListProps {
  crews: readonly CrewProgress[];
  colors: ReadonlyMap<string, string>;
  timeZone: string;
}

export function CrewProgressList({ crews, colors, timeZone }: CrewProgressListProps) {
  const translate = useTranslate();
  const format = useFormat(timeZone);
  if (!crews.length) return <Typography color="text.secondary">{translate('app.maps.no_crews_today')}</Typography>;
  return (
    <List disablePadding aria-label={translate('app.maps.crews_progress')}>
      {crews.map((crew) => {
        const total = crew.done + crew.left;
        return (
          <ListItem
            key={crew.crewId}
            data-crew={crew.crewId}
            data-late={crew.late}
            divider
            sx={(theme) => ({
              display: 'block',
              px: 1.5,
              py: 1,
              borderLeft: 4,
              borderLeftColor: crew.late ? theme.palette.error.main : 'transparent',
              bgcolor: crew.late ? `${theme.palette.error.main}14` : undefined,
            })}
          >
            <Stack direction="row" spacing={1} alignItems="baseline">
              <Box
                component="span"
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colors.get(crew.crewId), flexShrink: 0, alignSelf: 'center' }}
              />
              <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1, minWidth: 0 }}>
                {crew.crewName}
                {crew.vendorName && (
                  <Typography component="span" variant="body2" color="text.secondary">{` · ${crew.vendorName}`}</Typography>
                )}
              </Typography>
              {crew.lateReason && (
                <Chip size="small" color="error" label={translate(`app.maps.late.${crew.lateReason}`)} sx={{ flexShrink: 0 }} />
              )}
            </Stack>
            <Typography variant="body2">
              <span data-figures>{translate('app.maps.done_left', { done: crew.done, left: crew.left })}</span>
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${translate('app.maps.crew_hours', { hours: format.clockSpan(crew.workday.start, crew.workday.end) })}`}
              </Typography>
            </Typography>
            <LinearProgress
              variant="determinate"
              value={total ? (crew.done / total) * 100 : 0}
              color={crew.late ? 'error' : 'success'}
              aria-label={translate('app.maps.done_left', { done: crew.done, left: crew.left })}
              sx={{ my: 0.5, height: 6, borderRadius: 3 }}
            />
            <Typography variant="body2" color="text.secondary">
              {crew.lastCompleted
                ? translate('app.maps.last_completed', { address: crew.lastCompleted.address, time: format.time(crew.lastCompleted.at) })
                : translate('app.maps.none_completed')}
            </Typography>
            {crew.current && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.maps.current_stop', { address: crew.current.address, time: format.time(crew.current.at) })}
              </Typography>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
