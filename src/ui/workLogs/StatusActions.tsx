// The status actions a work log may take now (actionsFrom its status); skip and cancel ask for a reason first.
import { useState } from 'react';
import { Button, IconButton, ListItemText, Menu, MenuItem, Stack } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { actionsFrom, WORK_LOG_TRANSITIONS, type WorkLogAction, type WorkLogStatus } from '../../../common/schemas/workLog';
import { ReasonDialog } from './ReasonDialog';
import { useStatusChange } from './useWorkLogActions';

export interface StatusActionsProps {
  id: string;
  status: WorkLogStatus;
  /** For the menu button's accessible name. */
  label: string;
  /** Buttons in a row (the assignment view) instead of a menu (the board). */
  inline?: boolean;
}

export function StatusActions({ id, status, label, inline }: StatusActionsProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<WorkLogAction | null>(null);
  const { submit, isPending } = useStatusChange(id, () => setAsking(null));
  const actions = actionsFrom(status);

  const choose = (action: WorkLogAction) => {
    setAnchor(null);
    if (WORK_LOG_TRANSITIONS[action].needsReason) setAsking(action);
    else void submit({ action });
  };

  if (!actions.length) return null;
  return (
    <>
      {inline ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button key={action} variant="outlined" size="small" disabled={isPending} onClick={() => choose(action)}>
              {translate(`app.work_logs.actions.${action}`)}
            </Button>
          ))}
        </Stack>
      ) : (
        <>
          <IconButton
            size="small"
            aria-label={translate('app.work_logs.board.actions_for', { name: label })}
            onClick={(event) => setAnchor(event.currentTarget)}
            disabled={isPending}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {actions.map((action) => (
              <MenuItem key={action} onClick={() => choose(action)}>
                <ListItemText>{translate(`app.work_logs.actions.${action}`)}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      <ReasonDialog action={asking} onClose={() => setAsking(null)} onSave={submit} saving={isPending} />
    </>
  );
}
