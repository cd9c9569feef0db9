// One section of settings (System Settings, the business setup, the service delay page): a form over some settings
// groups, validated by their schemas, saved with PUT /settings.
import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { SECRET_FIELDS, type SettingsKey, SETTINGS_GROUPS, type SettingsUpdate } from '../../../common/schemas/settings';
import { type MaskedSettings } from '../../../common/schemas/settingsRecord';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormSave } from '../forms/useFormSave';

export const SETTINGS_QUERY_KEY = ['settings'];

/** A settings field's label. */
export const label = (field: string) => `app.settings.fields.${field}`;
/** Two fields side by side, one above the other on a phone. */
export const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The form starts from the saved values; a secret field starts blank, as the browser never receives it. */
function formValuesOf(settings: MaskedSettings, keys: readonly SettingsKey[]) {
  return Object.fromEntries(
    keys.map((key) => {
      const group = { ...settings[key] } as Record<string, unknown>;
      for (const field of SECRET_FIELDS[key] ?? []) group[field] = '';
      return [key, group];
    }),
  );
}

interface SettingsSectionProps {
  id: string;
  title: string;
  keys: readonly SettingsKey[];
  settings: MaskedSettings;
  children: ReactNode;
  /** Buttons beside Save, such as "Send test"; they read the form's values. */
  actions?: ReactNode;
}

export function SettingsSection({ id, title, keys, settings, children, actions }: SettingsSectionProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const schema = z.object(Object.fromEntries(keys.map((key) => [key, SETTINGS_GROUPS[key]])));

  const { submit: save } = useFormSave(
    (values: SettingsUpdate) => dataProvider.updateSettings(values),
    (saved) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
      // Screens reading something built from the settings (the time-cap choices) read it again.
      void queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY, predicate: (query) => query.queryKey.length > 1 });
      notify('app.settings.saved', { type: 'success' });
    },
  );

  return (
    <SettingsCard id={id} title={title}>
      <Form noValidate resolver={zodResolver(schema) as Resolver} record={formValuesOf(settings, keys)} onSubmit={save} id={`${id}-form`}>
        <Stack spacing={1}>{children}</Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
          <SaveButton label="app.settings.save" alwaysEnable />
          {actions}
        </Stack>
      </Form>
    </SettingsCard>
  );
}

/** The frame every settings section has (a titled card), for a section that is not a settings form of its own. */
export function SettingsCard({ id, title, help, children }: { id: string; title: string; help?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(help)}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
