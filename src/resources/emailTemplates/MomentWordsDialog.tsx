// One moment's words in English and Spanish: each part with its variables (inserted where the cursor is), a preview
// with sample values, Save, and Restore the default words. The server checks the variables too (momentWordsErrors).
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Language } from '../../../common/i18n/keys';
import {
  MOMENT_BODY_MAX,
  MOMENT_SUBJECT_MAX,
  type MomentPart,
  type MomentWordsInput,
  type MomentWordsRecord,
} from '../../../common/schemas/momentWords';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';

const LANGUAGES: Language[] = ['en', 'es'];

/** The moments' words as react-query keeps them. */
export const momentWordsKey = ['moment-words'];

/** The words with each `%{variable}` replaced by the sample of the catalog (`samples.<variable>`). */
const withSamples = (text: string, sample: (variable: string) => string) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => sample(name) || whole);

export function MomentWordsDialog({ record, onClose }: { record: MomentWordsRecord; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.customer_messages.words.${key}`, options);
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [language, setLanguage] = useState<Language>('en');
  const [words, setWords] = useState<MomentWordsInput>(record.words);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = useRef<Partial<Record<MomentPart, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [focused, setFocused] = useState<MomentPart>('body');
  const name = translate(`app.customer_messages.moments.${record.moment}`);

  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: momentWordsKey });
    notify(message, { type: 'success' });
    onClose();
  };
  const save = useMutation({
    mutationFn: () => dataProvider.saveMomentWords(record.moment, words),
    onSuccess: () => done('app.customer_messages.words.saved'),
    onError: (error) => {
      const fieldErrors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | null)?.errors : undefined;
      if (fieldErrors) {
        setErrors(fieldErrors);
        const first = Object.keys(fieldErrors)[0]?.split('.')[0];
        if (first === 'en' || first === 'es') setLanguage(first);
      }
      reportError(error);
    },
  });
  const restore = useMutation({
    mutationFn: () => dataProvider.resetMomentWords(record.moment),
    onSuccess: () => done('app.customer_messages.words.restored'),
    onError: reportError,
  });

  const change = (part: MomentPart, text: string) => {
    setWords({ ...words, [language]: { ...words[language], [part]: text } });
    setErrors(({ [`${language}.${part}`]: _, ...rest }) => rest);
  };
  const insert = (variable: string) => {
    const field = fields.current[focused];
    const text = words[language][focused] ?? '';
    const at = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? at;
    const token = `%{${variable}}`;
    change(focused, text.slice(0, at) + token + text.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  const sample = (variable: string) => t(`samples.${variable}`, { _: '' });
  const previewPart = record.parts.find((part) => part !== 'subject' && part !== 'note') ?? 'body';

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="moment-words-dialog-title">
      <DialogTitle id="moment-words-dialog-title">{t('edit_title', { moment: name })}</DialogTitle>
      <DialogContent dividers>
        <Tabs value={language} onChange={(_, next: Language) => setLanguage(next)} sx={{ mb: 2 }}>
          {LANGUAGES.map((code) => (
            <Tab
              key={code}
              value={code}
              label={t(`languages.${code}`)}
              sx={Object.keys(errors).some((field) => field.startsWith(`${code}.`)) ? { color: 'error.main' } : undefined}
            />
          ))}
        </Tabs>
        <Stack gap={2}>
          {record.parts.map((part) => {
            const value = words[language][part] ?? '';
            const max = part === 'subject' ? MOMENT_SUBJECT_MAX : MOMENT_BODY_MAX;
            const error = errors[`${language}.${part}`];
            return (
              <TextField
                key={`${language}.${part}`}
                label={t(`parts.${part}`)}
                value={value}
                onChange={(event) => change(part, event.target.value)}
                onFocus={() => setFocused(part)}
                inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
                  fields.current[part] = element;
                }}
                multiline={part !== 'subject'}
                minRows={part === 'subject' ? undefined : 2}
                error={Boolean(error) || value.length > max}
                helperText={error ? translate(error) : t('count', { count: value.length, max })}
                fullWidth
              />
            );
          })}
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          {t('variables')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {record.variables.map((variable) => (
            <Chip
              key={variable}
              label={`%{${variable}}`}
              aria-label={t('insert', { variable: `%{${variable}}` })}
              onClick={() => insert(variable)}
              onMouseDown={(event) => event.preventDefault()}
              variant="outlined"
            />
          ))}
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          {t('preview')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }} aria-live="polite">
          {record.parts.includes('subject') && (
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {withSamples(words[language].subject ?? '', sample)}
            </Typography>
          )}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {withSamples(words[language][focused === 'subject' ? previewPart : focused] ?? '', sample)}
          </Typography>
        </Paper>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="warning" disabled={restore.isPending || save.isPending} onClick={() => restore.mutate()} sx={{ mr: 'auto' }}>
          {t('restore')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending || restore.isPending} onClick={() => save.mutate()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
