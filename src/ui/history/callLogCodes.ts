// A call log's code with its meaning beside the letter ("C – Complaint"), in the picker, the list and the history.
import type { TranslateFunction } from 'react-admin';
import { CALL_LOG_CODES } from '../../../common/schemas/activity';

export const callLogCodeLabel = (code: string, translate: TranslateFunction) =>
  translate('app.call_log_codes.with_meaning', { code, meaning: translate(`app.call_log_codes.meanings.${code}`, { _: '' }) });

export const callLogCodeChoices = (translate: TranslateFunction) =>
  CALL_LOG_CODES.map((code) => ({ id: code, name: callLogCodeLabel(code, translate) }));
