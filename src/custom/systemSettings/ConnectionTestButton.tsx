// "Send test" for a settings section: posts the form's current values and shows what the server answered.
import { useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { SettingsTestResult } from '../../../common/schemas/settings';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { toApiError } from '../../ui/errors/useApiErrorToast';
import { showServerFieldErrors } from '../../ui/forms/useFormSave';

interface ConnectionTestButtonProps {
  label: string;
  path: string;
  /** The request body from the form's values. */
  body: (values: Record<string, unknown>) => object;
}

export function ConnectionTestButton({ label, path, body }: ConnectionTestButtonProps) {
  const translate = useTranslate();
  const form = useFormContext();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<SettingsTestResult | null>(null);

  const run = async () => {
    setResult(null);
    if (!(await form.trigger())) return;
    setPending(true);
    try {
      setResult(await dataProvider.testSettings(path, body(form.getValues())));
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      setResult({ ok: false, message: toApiError(error).message ?? 'Something went wrong.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={run} disabled={pending} startIcon={pending ? <CircularProgress size={18} /> : undefined}>
        {translate(label)}
      </Button>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" sx={{ width: '100%', mt: 1 }}>
          {translate(result.message, { _: result.message })}
        </Alert>
      )}
    </>
  );
}
