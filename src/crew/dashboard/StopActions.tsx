// What the crew does to a stop: on my way (the next stop), start, complete (with its position, confirming when far), skip, extra time, a note.
import { Suspense, useState } from 'react';
import { Button, CardActions } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import CheckIcon from '@mui/icons-material/Check';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useNotify, useTranslate } from 'react-admin';
import type { Point } from '../../../common/geo/distance';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import type { ShownStop } from '../../ui/offline/crewDayOverlay';
import { type CrewAction, useCrewActions } from '../../ui/offline/useCrewActions';
import type { CrewPhoto } from '../../ui/offline/crewAction';
import { TOUCH_TARGET } from './CrewDayHeader';
import { currentPosition, distanceToConfirm, type PhonePosition } from './position';
import { OnMyWayButton } from './OnMyWayButton';
import { PhotoDialog } from './PhotoDialog';
import { DistanceDialog, ExtraTimeDialog, NoteDialog, SkipDialog } from './StopDialogs';
import { useRefreshCrewDay } from './useCrewDay';
import { useStopTreatment } from './useStopTreatment';
import { lazyNamed } from '../../lazyNamed';

// Its own chunk (the service worker keeps it for offline use): the crew's day starts without the treatment schemas.
const ApplicationDialog = lazyNamed(() => import('./ApplicationDialog'), 'ApplicationDialog');

type Open = 'skip' | 'note' | 'extra' | 'application' | 'photo' | null;

interface StopActionsProps {
  stop: ShownStop;
  /** The stop the crew is at or drives to next: the one whose customer it can tell it is on its way. */
  isNext?: boolean;
  skipReasons: { _id: string; name: string; phrase: string }[];
}

export function StopActions({ stop, isNext = false, skipReasons }: StopActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const refresh = useRefreshCrewDay();
  const { submit } = useCrewActions();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [far, setFar] = useState<{ feet: number; at: Point } | null>(null);
  // The place when the skip dialog opened: the moment the crew decided, not when it picked a reason.
  const [skipPosition, setSkipPosition] = useState<PhonePosition | undefined>();
  const { treatment, applicator, isRead: treatmentRead, isError: treatmentUnread } = useStopTreatment(stop);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      setOpen(null);
      setFar(null);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
      void refresh();
    }
  };
  const send = (action: CrewAction, done: string) => run(() => submit({ ...action, address: stop.address }), done);
  /** A photo says whether it went now or waits on the phone. */
  const sendPhoto = async (photo: CrewPhoto) => {
    try {
      const outcome = await submit({ kind: 'photo', workLogId: stop._id, photo, address: stop.address });
      notify(outcome === 'sent' ? 'app.crew_day.photo.saved' : 'app.crew_day.photo.queued', { type: 'success' });
      setOpen(null);
    } catch (error) {
      reportError(error);
    }
  };
  const onMyWay = async () => {
    setBusy(true);
    const position = (await currentPosition()) ?? undefined;
    await send({ kind: 'onMyWay', workLogId: stop._id, position }, 'app.crew_day.on_my_way_sent');
  };
  const complete = (at: Point | null) =>
    send(
      { kind: 'status', workLogId: stop._id, change: { action: 'complete', reasonPhraseId: null, reason: null, ...at } },
      'app.work_logs.done.complete',
    );

  // A treatment stop asks for its application record first, unless every product of its round is recorded already.
  const completeTreatment = () => {
    const recorded = new Set(treatment?.recordedProductIds);
    if (!treatmentRead || !applicator)
      notify(treatmentUnread ? 'app.treatments.crew_form.load_failed' : 'app.treatments.crew_form.loading', { type: 'warning' });
    else if (treatment?.products.some((product) => !recorded.has(product.productId))) setOpen('application');
    else void startCompleting();
  };

  const startCompleting = async () => {
    setOpen(null);
    setBusy(true);
    const at = await currentPosition();
    setBusy(false);
    const feet = distanceToConfirm(at, stop);
    if (feet !== null && at) setFar({ feet, at });
    else await complete(at);
  };
  const start = async () => {
    setBusy(true);
    const at = await currentPosition();
    await send(
      { kind: 'status', workLogId: stop._id, change: { action: 'start', reasonPhraseId: null, reason: null, ...at } },
      'app.work_logs.done.start',
    );
  };

  const canExtra = stop.status === 'started' && stop.serviceType === 'bnb' && stop.extraTimeStatus !== 'requested';
  return (
    <CardActions
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        pb: 2,
        '& > :not(style) ~ :not(style)': { ml: 0 },
        '& .MuiButton-root': { ...TOUCH_TARGET, flex: { xs: '1 1 40%', sm: 'none' } },
      }}
    >
      {isNext && <OnMyWayButton stop={stop} busy={busy} onPress={() => void onMyWay()} />}
      {stop.status === 'pending' && (
        <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={busy} onClick={() => void start()}>
          {translate('app.work_logs.actions.start')}
        </Button>
      )}
      {stop.status === 'started' && (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          // A treatment stop's round is read with the day: until it is, there is no record to ask for.
          disabled={busy || (stop.serviceType === 'treatment' && !treatmentRead && !treatmentUnread)}
          onClick={() => (stop.serviceType === 'treatment' ? completeTreatment() : void startCompleting())}
        >
          {translate('app.work_logs.actions.complete')}
        </Button>
      )}
      {(stop.status === 'pending' || stop.status === 'started') && (
        <Button
          variant="outlined"
          color="warning"
          startIcon={<SkipNextIcon />}
          disabled={busy}
          onClick={() => {
            setOpen('skip');
            void currentPosition().then((position) => setSkipPosition(position ?? undefined));
          }}
        >
          {translate('app.work_logs.actions.skip')}
        </Button>
      )}
      {canExtra && (
        <Button variant="outlined" startIcon={<MoreTimeIcon />} disabled={busy} onClick={() => setOpen('extra')}>
          {translate('app.crew_day.extra_time')}
        </Button>
      )}
      <Button variant="outlined" startIcon={<EditNoteIcon />} disabled={busy} onClick={() => setOpen('note')}>
        {translate('app.crew_day.add_note')}
      </Button>
      <Button variant="outlined" startIcon={<PhotoCameraIcon />} disabled={busy} onClick={() => setOpen('photo')}>
        {translate('app.crew_day.photo.button')}
      </Button>
      {open === 'photo' && <PhotoDialog onClose={() => setOpen(null)} onTaken={sendPhoto} />}

      {open === 'skip' && (
        <SkipDialog
          open
          busy={busy}
          phrases={skipReasons}
          onClose={() => setOpen(null)}
          onSubmit={(reason) =>
            void send(
              {
                kind: 'status',
                workLogId: stop._id,
                change: { action: 'skip', reasonPhraseId: reason.reasonPhraseId ?? null, reason: reason.reason ?? null, ...skipPosition },
              },
              'app.work_logs.done.skip',
            )
          }
        />
      )}
      {open === 'note' && (
        <NoteDialog
          open
          busy={busy}
          initial={stop.crewNotes}
          onClose={() => setOpen(null)}
          onSubmit={(crewNotes) => void send({ kind: 'note', workLogId: stop._id, crewNotes }, 'app.crew_day.note_saved')}
        />
      )}
      {open === 'extra' && (
        <ExtraTimeDialog
          open
          busy={busy}
          onClose={() => setOpen(null)}
          onSubmit={(request) => void send({ kind: 'extraTime', workLogId: stop._id, request }, 'app.crew_day.extra_time_asked')}
        />
      )}
      {open === 'application' && treatment && applicator && (
        <Suspense>
          <ApplicationDialog
            stop={stop}
            treatment={treatment}
            applicator={applicator}
            onClose={() => setOpen(null)}
            onRecorded={() => void startCompleting()}
          />
        </Suspense>
      )}
      {far && <DistanceDialog feet={far.feet} busy={busy} onClose={() => setFar(null)} onConfirm={() => void complete(far.at)} />}
    </CardActions>
  );
}
