// Skip and cancel ask why: a phrase of type un-assign (skip) or cancel-assignment (cancel) inserted with one click, or the staff member's own words.
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from 'react-admin';
import type { ReasonPhraseType } from '../../../common/schemas/choices';
import { REASON_MAX_LENGTH, type WorkLogAction, workLogStatusChange, type WorkLogStatusChange } from '../../../common/schemas/workLog';
import { type FieldErrors, FormDialog } from '../forms/FormDialog';
import { PhrasePicker } from '../forms/PhrasePicker';
import { useWorkLogChoices } from './useWorkLogChoices';

const resolver = zodResolver(workLogStatusChange);

/** The phrase type the server accepts for each action that needs a reason. */
export const REASON_PHRASE_TYPE: Partial<Record<WorkLogAction, ReasonPhraseType>> = { skip: 'un-assign', cancel: 'cancel-assignment' };

export interface ReasonDialogProps {
  action: WorkLogAction | null;
  onClose: () => void;
  onSave: (change: WorkLogStatusChange) => Promise<FieldErrors | void>;
  saving?: boolean;
}

export function ReasonDialog({ action, onClose, onSave, saving }: ReasonDialogProps) {
  const type = action ? REASON_PHRASE_TYPE[action] : undefined;
  const { phrases } = useWorkLogChoices();
  const offered = phrases.filter((phrase) => phrase.type === type);
  return (
    <FormDialog
      open={Boolean(action)}
      title={`app.work_logs.reason_dialog.${action === 'cancel' ? 'cancel' : 'skip'}_title`}
      onClose={onClose}
      resolver={resolver}
      defaultValues={{ action, reasonPhraseId: null, reason: '' }}
      onSubmit={(values) => onSave(values as WorkLogStatusChange)}
      saving={saving}
      saveLabel={`app.work_logs.actions.${action ?? 'skip'}`}
    >
      <PhrasePicker phrases={offered} source="reason" idSource="reasonPhraseId" />
      <TextInput
        source="reason"
        label="app.work_logs.reason_dialog.reason"
        helperText="app.work_logs.reason_dialog.reason_help"
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
      />
    </FormDialog>
  );
}
