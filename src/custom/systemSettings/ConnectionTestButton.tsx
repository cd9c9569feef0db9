// "Send test" for a settings section: submits the form's current values to a test call and shows what the server
// answered; a refused value is shown beside its field, as Save shows its own.
import { useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SettingsTestResult } from '../../../common/schemas/settingsRecord';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormSave, useSubmitAction } from '../../ui/forms/useFormSave';

interface ConnectionTestButtonProps {
  label: string;
  /** The test call, or how the form's values choose it (the payments section tests the gateway it names). */
  path: string | ((values: Record<string, unknown>) => string);
  /** The request body from the form's values. */
  body: (values: Record<string, unknown>) => object;
}

export function ConnectionTestButton({ label, path, body }: ConnectionTestButtonProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [result, setResult] = useState<SettingsTestResult | null>(null);
  const test = useFormSave(
    (values: Record<string, unknown>) => dataProvider.testSettings(typeof path === 'string' ? path : path(values), body(values)),
    setResult,
  );
  const submit = useSubmitAction(test.submit);

  const run = () => {
    setResult(null);
    void submit();
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={run}
        disabled={test.isPending}
        startIcon={test.isPending ? <CircularProgress size={18} /> : undefined}
      >
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
