// The crew's own order of its day (issue 70): each stop moved up or down with large buttons (gloves, keyboard), then
// saved through the crew's action queue, so an order made without a signal is sent once when it returns
// (docs/offline.md). The order is the crew's until the office changes it (docs/routing.md "The operator's order").
// Only the stops still to do are listed: a done, started or skipped stop keeps its place (the server keeps the places
// of the stops not sent, and a route puts done stops first, skipped ones last).
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ShownCrewDay } from '../../ui/offline/crewDayOverlay';
import { useCrewActions } from '../../ui/offline/useCrewActions';
import { TOUCH_TARGET } from './CrewDayHeader';

type Direction = 'up' | 'down';
const BUTTON = { width: 48, height: 48 } as const;

/** `ids` with the stop at `index` moved one place up or down. */
export function moved(ids: readonly string[], index: number, direction: Direction): string[] {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The stops the crew can still put in an order of its own. */
export const toDo = (day: ShownCrewDay) => day.stops.filter((stop) => stop.status === 'pending');

interface ReorderStopsProps {
  day: ShownCrewDay;
  onDone: () => void;
}

export function ReorderStops({ day, onDone }: ReorderStopsProps) {
  const translate = useTranslate();
  const { submit } = useCrewActions();
  const [ids, setIds] = useState(() => toDo(day).map((stop) => stop._id));
  const [saving, setSaving] = useState(false);
  // The moved stop keeps the focus on the button pressed, so the keyboard can go on moving it.
  const [focus, setFocus] = useState<{ id: string; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  useEffect(() => {
    if (!focus) return;
    const button = buttons.current.get(`${focus.id}:${focus.direction}`);
    // At the end of the list its button is disabled: the other one takes the focus.
    if (button && !button.disabled) button.focus();
    else buttons.current.get(`${focus.id}:${focus.direction === 'up' ? 'down' : 'up'}`)?.focus();
  }, [focus, ids]);
  const byId = new Map(day.stops.map((stop) => [stop._id, stop]));
  const shown = ids.filter((id) => byId.has(id));
  const move = (index: number, direction: Direction) => {
    setIds(moved(shown, index, direction));
    setFocus({ id: shown[index]!, direction });
  };
  const save = async () => {
    setSaving(true);
    try {
      await submit({ kind: 'routeOrder', order: { crewId: day.crew._id, date: day.date, ids: shown } });
      onDone();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="crew-reorder-title" data-testid="crew-reorder">
      <Typography id="crew-reorder-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {translate('app.crew_day.reorder.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.crew_day.reorder.hint')}
      </Typography>
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((id, index) => {
          const stop = byId.get(id)!;
          const label = translate('app.crew_day.reorder.stop', { number: index + 1, address: stop.address });
          return (
            <Paper component="li" key={id} variant="outlined" sx={{ p: 1 }} data-testid="crew-reorder-stop" data-stop-id={id}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography sx={{ fontWeight: 600, minWidth: 24, textAlign: 'center' }} aria-hidden>
                  {index + 1}
                </Typography>
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{stop.address}</Typography>
                {(['up', 'down'] as const).map((direction) => (
                  <IconButton
                    key={direction}
                    ref={(element) => void buttons.current.set(`${id}:${direction}`, element)}
                    aria-label={translate(direction === 'up' ? 'app.crew_day.reorder.move_up' : 'app.crew_day.reorder.move_down', {
                      stop: label,
                    })}
                    disabled={direction === 'up' ? index === 0 : index === shown.length - 1}
                    onClick={() => move(index, direction)}
                    sx={{ ...BUTTON, border: 1, borderColor: 'divider' }}
                  >
                    {direction === 'up' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
                  </IconButton>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, '& > *': { flex: 1 } }}>
        <Button variant="outlined" sx={TOUCH_TARGET} onClick={onDone}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" sx={TOUCH_TARGET} disabled={saving} onClick={() => void save()} data-testid="crew-reorder-save">
          {translate('app.crew_day.reorder.save')}
        </Button>
      </Stack>
    </Box>
  );
}
