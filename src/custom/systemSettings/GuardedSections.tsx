// The mail server, the payment gateway and the Twilio account (where secrets and money go) and the limit on messages
// staff send by hand: changed only with settings_secrets (docs/security.md).
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { BooleanInput, NumberInput, PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { hasPermission } from '../../../common/permissions';
import { PAYMENT_GATEWAYS } from '../../../common/schemas/settings';
import { type MaskedSettings } from '../../../common/schemas/settingsRecord';
import { useStoredUser } from '../../auth/useStoredUser';
import { ConnectionTestButton } from './ConnectionTestButton';
import { label, row, SettingsSection } from '../../ui/settings/SettingsSection';

const GATEWAYS = PAYMENT_GATEWAYS.map((id) => ({ id, name: `app.settings.gateways.${id}` }));
/** Test gateway tries the gateway the form names, with the form's values. */
const gatewayTestPath = (values: Record<string, unknown>) =>
  `/settings/${(values.payments as { gateway?: string } | undefined)?.gateway ?? 'sandbox'}/test`;
/** The retry days are typed as a list ("1, 3, 5"); a word that is not a number stays in the list for the schema to refuse. */
const scheduleText = (days: number[] | undefined) => (days ?? []).join(', ');
const scheduleDays = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
/**
 * A blank secret keeps the saved one, so emptying the field must not turn into react-admin's `null` (which clears it);
 * a blank Twilio account or number is '' too (the three blank turn the account off).
 */
const keepBlank = (value: string | null) => value ?? '';

export function useMayChangeSecrets(): boolean {
  const user = useStoredUser();
  return Boolean(user && hasPermission(user, 'settings_secrets'));
}

/** A secret: blank keeps the saved value; "Remove saved value" sends `null`, which clears it. */
function SecretInput({ source, isSet, readOnly }: { source: string; isSet: boolean; readOnly: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const cleared = useWatch({ name: source }) === null;
  const helperText = cleared ? 'app.settings.secret_cleared' : isSet ? 'app.settings.secret_kept' : 'app.settings.secret_unset';
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <PasswordInput
        source={source}
        label={label(source.split('.')[1])}
        helperText={helperText}
        autoComplete="new-password"
        parse={keepBlank}
        readOnly={readOnly || cleared}
        fullWidth
      />
      {isSet && !readOnly && (
        <Button size="small" onClick={() => setValue(source, cleared ? '' : null, { shouldDirty: true })}>
          {translate(cleared ? 'app.settings.secret_keep' : 'app.settings.secret_clear')}
        </Button>
      )}
    </Stack>
  );
}

function AdminOnlyNote({ show, message = 'app.settings.secret_settings_admin_only' }: { show: boolean; message?: string }) {
  const translate = useTranslate();
  return show ? <Alert severity="info">{translate(message)}</Alert> : null;
}

export function MailSection({ settings }: { settings: MaskedSettings }) {
  const locked = !useMayChangeSecrets();
  return (
    <SettingsSection
      id="settings-mail"
      title="app.settings.sections.mail"
      keys={['mail']}
      settings={settings}
      actions={
        <ConnectionTestButton label="app.settings.send_test" path="/settings/smtp/test" body={(values) => ({ mail: values.mail })} />
      }
    >
      <AdminOnlyNote show={locked} />
      <Box sx={row}>
        <TextInput source="mail.host" label={label('host')} helperText="app.settings.helper.host" readOnly={locked} />
        <NumberInput source="mail.port" label={label('port')} min={1} max={65535} step={1} helperText={false} readOnly={locked} />
        <TextInput source="mail.user" label={label('user')} helperText={false} autoComplete="off" readOnly={locked} />
        <SecretInput source="mail.password" isSet={settings.mail.password.set} readOnly={locked} />
        <TextInput source="mail.from" label={label('from')} type="email" helperText="app.settings.helper.from" />
        <BooleanInput source="mail.secure" label={label('secure')} helperText="app.settings.helper.secure" readOnly={locked} />
        <NumberInput
          source="mail.perMinute"
          label={label('emailsPerMinute')}
          min={1}
          max={6000}
          step={1}
          helperText="app.settings.helper.email_rate"
          readOnly={locked}
        />
      </Box>
    </SettingsSection>
  );
}

export function PaymentsSection({ settings }: { settings: MaskedSettings }) {
  const locked = !useMayChangeSecrets();
  return (
    <SettingsSection
      id="settings-payments"
      title="app.settings.sections.payments"
      keys={['payments']}
      settings={settings}
      actions={
        <ConnectionTestButton label="app.settings.test_gateway" path={gatewayTestPath} body={(values) => ({ payments: values.payments })} />
      }
    >
      <AdminOnlyNote show={locked} />
      <Box sx={row}>
        <SelectInput
          source="payments.gateway"
          label={label('gateway')}
          choices={GATEWAYS}
          helperText="app.settings.helper.gateway"
          sx={{ gridColumn: '1 / -1' }}
          readOnly={locked}
        />
        <TextInput
          source="payments.gatewayUrl"
          label={label('gatewayUrl')}
          helperText={false}
          sx={{ gridColumn: '1 / -1' }}
          readOnly={locked}
        />
        <TextInput source="payments.username" label={label('gatewayUser')} helperText={false} autoComplete="off" readOnly={locked} />
        <SecretInput source="payments.password" isSet={settings.payments.password.set} readOnly={locked} />
        <SecretInput source="payments.integratorId" isSet={settings.payments.integratorId.set} readOnly={locked} />
        <NumberInput
          source="payments.autoChargeFailureTries"
          label={label('autoChargeFailureTries')}
          min={0}
          max={10}
          step={1}
          helperText="app.settings.helper.tries"
        />
        <TextInput
          source="payments.retrySchedule"
          label={label('retrySchedule')}
          format={scheduleText}
          parse={scheduleDays}
          helperText="app.settings.helper.retrySchedule"
        />
        <TextInput
          source="payments.reminderDays"
          label={label('reminderDays')}
          format={scheduleText}
          parse={scheduleDays}
          helperText="app.settings.helper.reminderDays"
        />
        <NumberInput
          source="payments.holdAfterDays"
          label={label('holdAfterDays')}
          min={0}
          max={60}
          step={1}
          helperText="app.settings.helper.holdAfterDays"
        />
        <NumberInput
          source="payments.callsPerSecond"
          label={label('callsPerSecond')}
          min={1}
          max={1000}
          step={1}
          helperText="app.settings.helper.calls_per_second"
        />
      </Box>
    </SettingsSection>
  );
}

/** Quiet hours, which the office sets, and the business's own Twilio account, changed only with settings_secrets. */
export function TextMessagesSection({ settings }: { settings: MaskedSettings }) {
  const translate = useTranslate();
  const locked = !useMayChangeSecrets();
  return (
    <SettingsSection id="settings-text-messages" title="app.settings.sections.text_messages" keys={['textMessages']} settings={settings}>
      <Box sx={row}>
        <NumberInput
          source="textMessages.quietStart"
          label={label('quietStart')}
          min={0}
          max={23}
          step={1}
          helperText="app.settings.helper.quiet_hours"
        />
        <NumberInput
          source="textMessages.quietEnd"
          label={label('quietEnd')}
          min={0}
          max={23}
          step={1}
          helperText="app.settings.helper.quiet_hours"
        />
      </Box>
      <Box sx={row}>
        <NumberInput
          source="textMessages.perMinute"
          label={label('perMinute')}
          min={1}
          max={6000}
          step={1}
          helperText="app.settings.helper.text_rate"
        />
        <NumberInput source="textMessages.perDay" label={label('perDay')} min={1} max={1_000_000} step={100} helperText={false} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.settings.helper.twilio')}
      </Typography>
      <AdminOnlyNote show={locked} />
      <Box sx={row}>
        <TextInput
          source="textMessages.accountSid"
          label={label('accountSid')}
          helperText={false}
          autoComplete="off"
          parse={keepBlank}
          readOnly={locked}
        />
        <SecretInput source="textMessages.authToken" isSet={settings.textMessages.authToken.set} readOnly={locked} />
        <TextInput
          source="textMessages.from"
          label={label('textFrom')}
          helperText="app.settings.helper.text_from"
          autoComplete="off"
          parse={keepBlank}
          readOnly={locked}
        />
      </Box>
    </SettingsSection>
  );
}

/** A user may not raise the limit on their own hand-sent messages. */
export function StaffMessagesSection({ settings }: { settings: MaskedSettings }) {
  const translate = useTranslate();
  const locked = !useMayChangeSecrets();
  return (
    <SettingsSection id="settings-staff-messages" title="app.settings.sections.staff_messages" keys={['staffMessages']} settings={settings}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.helper.staff_messages')}
      </Typography>
      <AdminOnlyNote show={locked} message="app.settings.staff_messages_admin_only" />
      <Box sx={row}>
        <NumberInput
          source="staffMessages.perUser"
          label={label('staffPerUser')}
          min={1}
          max={1000}
          step={1}
          helperText={false}
          readOnly={locked}
        />
        <NumberInput
          source="staffMessages.perRecipient"
          label={label('staffPerRecipient')}
          min={1}
          max={100}
          step={1}
          helperText={false}
          readOnly={locked}
        />
        <NumberInput
          source="staffMessages.windowMinutes"
          label={label('staffWindowMinutes')}
          min={1}
          max={1440}
          step={1}
          helperText={false}
          readOnly={locked}
        />
      </Box>
    </SettingsSection>
  );
}
