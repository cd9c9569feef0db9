// The gateway's hosted card fields in a form (the add-card dialog, the pay link's page): the card number and CVV are
// typed into the gateway's iframe, from its own origin; the form adds the expiry, then sends the gateway's one-time
// token with the expiry and the last four digits. The gateway's refusals and the fields' own show under the fields.
import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, FormHelperText, Stack, Typography, useTheme } from '@mui/material';
import { createSvgIcon } from '@mui/material/utils';
import { useFormState } from 'react-hook-form';
import { BooleanInput, SelectInput, useLocaleState, useTranslate, ValidationError } from 'react-admin';
import { AUTOPAY_CONSENT_VERSION, type CardFieldsSession, type CardFormInput, type CardInput } from '../../../common/schemas/card';
import type { FieldErrors } from '../forms/FormDialog';
import { type HostedFieldsError, processHostedFields, setUpHostedFields } from './hostedCardFields';

/**
 * MUI's Lock icon, drawn here: `@mui/icons-material/Lock` sits in the screen table's chunk (a screen's menu icon), which
 * the pay link's and quote's pages would load only for it (21 KB gzip, docs/performance.md "Phone pages").
 */
const LockIcon = createSvgIcon(
  <path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z" />,
  'Lock',
);

export const label = (field: string) => `app.cards.fields.${field}`;
const MONTHS = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: String(index + 1).padStart(2, '0') }));
const YEARS = Array.from({ length: 21 }, (_, index) => new Date().getFullYear() + index).map((year) => ({ id: year, name: String(year) }));
const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const HOSTED_FIELDS_ID = 'pt_hpf_form';
/** The fields' own refusals, in our words. */
const FIELD_MESSAGES: Record<string, string> = { cardNumber: 'validation.card.card_number_invalid', cvv: 'validation.card.cvv_invalid' };

export type FieldsState = 'loading' | 'ready' | 'failed';

/**
 * Loads the gateway's hosted fields into the box, styled like the rest of the form in the current theme and language;
 * `loadSession` asks our API for the gateway's script and a key, once per `formKey`.
 */
export function useHostedFields(loadSession: () => Promise<CardFieldsSession>, formKey: string): FieldsState {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { palette } = useTheme();
  const [state, setState] = useState<FieldsState>('loading');
  useEffect(() => {
    let current = true;
    const styles = {
      scheme: palette.mode,
      text: palette.text.primary,
      label: palette.text.secondary,
      border: palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
      focus: palette.primary.main,
      background: 'transparent',
      error: palette.error.main,
    };
    loadSession()
      .then((session) =>
        setUpHostedFields(session.scriptUrl, {
          target: `#${HOSTED_FIELDS_ID}`,
          authorization: { clientKey: session.clientKey },
          title: translate('app.cards.fields_title'),
          lang: locale,
          labels: { number: translate(label('cardNumber')), csc: translate(label('cvv')) },
          styles,
        }),
      )
      .then(() => current && setState('ready'))
      .catch(() => current && setState('failed'));
    return () => {
      current = false;
    };
    // Set up once per opening: a new key for each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formKey]);
  return state;
}

/** The gateway's fields, with what the fields, the schema or the gateway said about the number or the CVV below them. */
export function HostedFields({ state }: { state: FieldsState }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const problem = errors.cardNumber?.message ?? errors.cvv?.message;
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      {state === 'failed' && <Alert severity="error">{translate('app.cards.fields_failed')}</Alert>}
      {state === 'loading' && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 72 }}>
          <CircularProgress size={20} />
          <Typography variant="body2" color="text.secondary">
            {translate('app.cards.fields_loading')}
          </Typography>
        </Stack>
      )}
      <Box id={HOSTED_FIELDS_ID} sx={{ display: state === 'ready' ? 'block' : 'none' }} />
      {problem ? (
        <FormHelperText error role="alert">
          <ValidationError error={String(problem)} />
        </FormHelperText>
      ) : (
        <FormHelperText>{translate('app.cards.cvv_help')}</FormHelperText>
      )}
      <Stack direction="row" spacing={0.75} alignItems="center" sx={{ color: 'text.secondary' }}>
        <LockIcon fontSize="inherit" />
        <Typography variant="caption">{translate('app.cards.secure_note')}</Typography>
      </Stack>
    </Stack>
  );
}

/** The auto-pay agreement: its words (the version names them) under the box that gives or records the consent. */
export function AutoPayConsentInput({ staffView }: { staffView: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <BooleanInput
        source="autoPayConsent"
        label={staffView ? 'app.cards.fields.autoPayConsentStaff' : label('autoPayConsent')}
        helperText={false}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5 }}>
        {translate('app.cards.autopay_agreement', { version: AUTOPAY_CONSENT_VERSION })}
      </Typography>
    </Box>
  );
}

/** The expiry month and year, beside each other from the small screens up. */
export function ExpiryInputs() {
  return (
    <Box sx={row}>
      <SelectInput
        source="expiryMonth"
        label={label('expiryMonth')}
        choices={MONTHS}
        translateChoice={false}
        helperText={false}
        slotProps={{ htmlInput: { autoComplete: 'cc-exp-month' } }}
      />
      <SelectInput
        source="expiryYear"
        label={label('expiryYear')}
        choices={YEARS}
        translateChoice={false}
        helperText={false}
        slotProps={{ htmlInput: { autoComplete: 'cc-exp-year' } }}
      />
    </Box>
  );
}

/** Sends what was typed to the gateway and hands `save` the card; the fields' refusals as the form's field errors. */
export async function submitHostedCard(
  state: FieldsState,
  values: CardFormInput,
  save: (card: CardInput) => Promise<FieldErrors | void>,
): Promise<FieldErrors | void> {
  if (state !== 'ready') return { cardNumber: 'app.cards.fields_failed' };
  try {
    const entered = await processHostedFields();
    return await save({ ...values, ...entered });
  } catch (error) {
    const { field } = error as HostedFieldsError;
    return field ? { [field]: FIELD_MESSAGES[field] } : { cardNumber: 'app.cards.entry_failed' };
  }
}
