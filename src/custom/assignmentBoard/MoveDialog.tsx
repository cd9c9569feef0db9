// Reassign a selection to another crew, or move it to another date (and optionally crew); the server's field messages show beside the field.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { type WorkLogMove, workLogMove, type WorkLogReassign, workLogReassign } from '../../../common/schemas/workLog';
import { emptyAsNull, FormDialog } from '../../ui/forms/FormDialog';
import { type CrewChoice, crewLabel } from '../../ui/workLogs/useWorkLogChoices';
import { useBulkWorkLogSave, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';

export type MoveMode = 'reassign' | 'move';

const resolvers = { reassign: zodResolver(workLogReassign), move: zodResolver(workLogMove) };

/** The selection itself has no input: a message about it (one row no longer pending) shows above the fields. */
function SelectionError() {
  const { errors } = useFormState();
  const message = errors.ids?.message;
  return typeof message === 'string' ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
  ) : null;
}

export interface MoveDialogProps {
  mode: MoveMode | null;
  ids: string[];
  date: string;
  crews: CrewChoice[];
  onClose: () => void;
  onDone: () => void;
}

export function MoveDialog({ mode, ids, date, crews, onClose, onDone }: MoveDialogProps) {
  const translate = useTranslate();
  const dataProvider = useWorkLogProvider();
  const reassign = useBulkWorkLogSave(
    (input: WorkLogReassign) => dataProvider.reassignWorkLogs(input),
    'app.work_logs.move_dialog.reassigned',
    onDone,
  );
  const move = useBulkWorkLogSave((input: WorkLogMove) => dataProvider.moveWorkLogs(input), 'app.work_logs.move_dialog.moved', onDone);
  const choices = crews.map((crew) => ({ id: crew._id, name: crewLabel(crew) }));
  const saving = reassign.isPending || move.isPending;
  return (
    <FormDialog
      key={mode ?? 'closed'}
      open={Boolean(mode)}
      title={translate(`app.work_logs.move_dialog.${mode ?? 'move'}_title`, { smart_count: ids.length })}
      onClose={onClose}
      resolver={mode ? resolvers[mode] : undefined}
      defaultValues={{ ids, crewId: mode === 'move' ? '' : null, date }}
      onSubmit={(values) => (mode === 'reassign' ? reassign.submit(values) : move.submit(values))}
      saving={saving}
      saveLabel={`app.work_logs.board.${mode ?? 'move'}`}
    >
      <SelectionError />
      {mode === 'move' && (
        <TextInput
          source="date"
          type="date"
          label="app.work_logs.move_dialog.date"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <SelectInput
        source="crewId"
        label={mode === 'move' ? 'app.work_logs.move_dialog.crew_optional' : 'app.work_logs.move_dialog.crew'}
        choices={choices}
        parse={mode === 'move' ? undefined : emptyAsNull}
        emptyText={mode === 'move' ? 'app.work_logs.move_dialog.same_crew' : undefined}
        fullWidth
      />
    </FormDialog>
  );
}
