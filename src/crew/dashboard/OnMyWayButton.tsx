// On my way: on the stop the crew drives to next, one press tells its customer the crew is on its way (once a stop,
// through the offline queue like every crew action). Once told, by the press or by the automatic text, it says when.
import { Button } from '@mui/material';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import MarkChatReadIcon from '@mui/icons-material/MarkChatRead';
import { useTranslate } from 'react-admin';
import type { ShownStop } from '../../ui/offline/crewDayOverlay';
import { useFormat } from '../../ui/format/useFormat';

interface OnMyWayButtonProps {
  stop: Pick<ShownStop, 'status' | 'onMyWayAt'>;
  busy: boolean;
  onPress: () => void;
}

export function OnMyWayButton({ stop, busy, onPress }: OnMyWayButtonProps) {
  const translate = useTranslate();
  const format = useFormat();
  if (stop.onMyWayAt)
    return (
      <Button
        variant="outlined"
        color="success"
        startIcon={<MarkChatReadIcon />}
        disabled
        data-testid="customer-told"
        // A whole row, in the success colour: the time must fit on a phone, and told is good news, not a greyed control.
        sx={{ flex: '1 1 100% !important', '&.Mui-disabled': { color: 'success.main', borderColor: 'success.main' } }}
      >
        {translate('app.crew_day.customer_told', { time: format.time(stop.onMyWayAt) })}
      </Button>
    );
  if (stop.status !== 'pending') return null;
  return (
    <Button variant="outlined" startIcon={<DirectionsCarIcon />} disabled={busy} onClick={onPress} sx={{ flex: '1 1 100% !important' }}>
      {translate('app.crew_day.on_my_way')}
    </Button>
  );
}
