// What the crew's phone has not sent yet: "Offline — N changes waiting", "N changes waiting", and the changes the
// server refused (with its reason), each kept until the crew dismisses it.
import { Alert, Button, Stack } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'react-admin';
import { useFormat } from '../format/useFormat';
import { type CrewAction, useCrewActions } from './useCrewActions';

const ACTION_KEYS = {
  note: 'note',
  extraTime: 'extra_time',
  onMyWay: 'on_my_way',
  application: 'application',
  break: 'break',
  photo: 'photo',
  routeOrder: 'route_order',
} as const;
const actionKey = (action: CrewAction) =>
  `app.crew_offline.actions.${
    action.kind === 'status'
      ? action.change.action
      : action.kind === 'clock'
        ? action.direction.replace('-', '_')
        : ACTION_KEYS[action.kind]
  }`;

export function CrewOfflineStatus() {
  const translate = useTranslate();
  const format = useFormat();
  const { online, waiting, conflicts, dismissConflict } = useCrewActions();
  if (online && waiting === 0 && conflicts.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ my: 1 }} role="status" aria-live="polite">
      {!online && (
        <Alert severity="warning" icon={<CloudOffIcon />}>
          {waiting ? translate('app.crew_offline.offline_waiting', { smart_count: waiting }) : translate('app.crew_offline.offline')}
        </Alert>
      )}
      {online && waiting > 0 && (
        <Alert severity="info" icon={<CloudUploadIcon />}>
          {translate('app.crew_offline.waiting', { smart_count: waiting })}
        </Alert>
      )}
      {conflicts.map((conflict) => (
        <Alert
          key={conflict.id}
          severity="error"
          action={
            <Button color="inherit" size="large" onClick={() => dismissConflict(conflict.id)}>
              {translate('app.crew_offline.dismiss')}
            </Button>
          }
        >
          <strong>
            {conflict.action.kind === 'clock' || conflict.action.kind === 'break'
              ? translate('app.crew_offline.conflict_punch', {
                  action: translate(actionKey(conflict.action)),
                  time: format.weekdayTime(conflict.action.kind === 'clock' ? conflict.action.punch.at : conflict.action.taken.startedAt),
                })
              : conflict.action.address
                ? translate('app.crew_offline.conflict_at', {
                    action: translate(actionKey(conflict.action)),
                    address: conflict.action.address,
                  })
                : translate('app.crew_offline.conflict', { action: translate(actionKey(conflict.action)) })}
          </strong>
          <br />
          {translate(conflict.message)}
        </Alert>
      ))}
    </Stack>
  );
}
