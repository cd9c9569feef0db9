// The crew's clock: a punch (with the members ticked) goes through the crew's action queue with its own time and the
// position at that moment, so it is kept offline, shown as waiting, and sent once when the signal returns
// (docs/offline.md). Online, the server's refusal is shown at once; queued, it becomes a conflict the crew reads. A break
// starts on the phone and its end is queued with both times.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { session } from '../../auth/session';
import { useApiErrorToast } from '../errors/useApiErrorToast';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { clockOverlay } from '../offline/clockOverlay';
import { useCrewActions } from '../offline/useCrewActions';
import { ClockControls } from './ClockControls';
import { CREW_KEY, CURRENT_KEY } from './clockKeys';
import { readBreak, saveBreak } from './breakStart';
import { punchPosition } from './punchPosition';
import { useCrewPositions } from './useCrewPositions';

export function CrewClockButton() {
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { submit, overlay } = useCrewActions();
  const current = useQuery({ queryKey: CURRENT_KEY, queryFn: () => dataProvider.getCurrentShift() });
  const crew = useQuery({ queryKey: CREW_KEY, queryFn: () => dataProvider.getClockCrew() });
  const [ticked, setTicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const userId = session.user()?._id ?? '';
  const [onBreak, setOnBreak] = useState(() => readBreak(userId));
  const shown = clockOverlay(current.data, Array.isArray(crew.data) ? crew.data : [], overlay);
  // Members in the same state as the caller are the ones this punch can move.
  // While clocked in (an offline punch counted), the phone reports its position about once a minute; never otherwise.
  useCrewPositions(shown.clockedIn, userId);
  const movable = shown.members.filter((member) => member.clockedIn === shown.clockedIn);
  const userIds = ticked.filter((id) => movable.some((member) => member.userId === id));

  // Opened offline, the server's shift is unknown, but a punch still queued says where the crew stands.
  const punched = overlay.some(({ action }) => action.kind === 'clock');
  const loading = current.isPending && !punched ? (current.fetchStatus === 'paused' ? 'paused' : 'pending') : undefined;

  const press = async () => {
    setBusy(true);
    const direction = shown.clockedIn ? 'clock-out' : 'clock-in';
    // The punch's own time is the press, not the moment the position came or the signal returned.
    const at = new Date().toISOString();
    try {
      const position = await punchPosition();
      const outcome = await submit(
        { kind: 'clock', direction, punch: { at, ...position, ...(userIds.length && { userIds }) } },
        { refusalToCaller: true },
      );
      setTicked([]);
      if (outcome === 'queued') notify('app.time_sheets.punch_queued', { type: 'info' });
      else notify(direction === 'clock-out' ? 'app.time_sheets.clocked_out' : 'app.time_sheets.clocked_in', { type: 'success' });
    } catch (error) {
      reportError(error);
      await Promise.all([queryClient.invalidateQueries({ queryKey: CURRENT_KEY }), queryClient.invalidateQueries({ queryKey: CREW_KEY })]);
    } finally {
      setBusy(false);
    }
  };

  /** A break starts on the phone alone; its end sends both times, for the members ticked when it started. */
  const toggleBreak = async () => {
    if (!onBreak) {
      const started = { startedAt: new Date().toISOString(), ...(userIds.length && { userIds }) };
      saveBreak(userId, started);
      setOnBreak(started);
      setTicked([]);
      return;
    }
    setBusy(true);
    const taken = { ...onBreak, endedAt: new Date().toISOString() };
    // Ended either way: a refused break is shown (now, or as a conflict), never sent again.
    saveBreak(userId, null);
    setOnBreak(null);
    try {
      const outcome = await submit({ kind: 'break', taken }, { refusalToCaller: true });
      notify(outcome === 'queued' ? 'app.time_sheets.punch_queued' : 'app.time_sheets.break_recorded', {
        type: outcome === 'queued' ? 'info' : 'success',
      });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ClockControls
      breakSince={onBreak?.startedAt ?? null}
      onBreak={() => void toggleBreak()}
      loading={loading}
      clockedIn={shown.clockedIn}
      since={shown.since}
      busy={busy}
      waiting={shown.waiting}
      onPress={() => void press()}
      members={movable}
      ticked={ticked}
      onTick={setTicked}
    />
  );
}
