// The public sign-up form (no sign-in) a referral link opens: address, a zip code the markets serve, the service wanted
// and the referral code from the link, with the instant price once the zip code and lot size are in. Staff find it in
// the sign-up process list. Phone first, one column.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Form, NumberInput, SaveButton, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { LanguageMenuButton } from '../../ui/LanguageMenuButton';
import type { Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { FREQUENCIES, SERVICE_TYPES } from '../../../common/schemas/service';
import { signupInput } from '../../../common/schemas/signup';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { PublicPage } from '../../ui/PublicPage';
import type { SignupFormValues } from '../../dataProvider/signupMethods';
import { useFormSave } from '../../ui/forms/useFormSave';
import { REFERRAL_CODE_PARAM } from '../../ui/referralLink';
import { InstantPrice } from './InstantPrice';

const field = (name: string) => `app.property_view.fields.${name}`;
const SERVICES = SERVICE_TYPES.map((id) => ({ id, name: `app.property_view.service.types.${id}` }));
const FREQUENCY_CHOICES = FREQUENCIES.map((id) => ({ id, name: `app.property_view.service.frequencies.${id}` }));
const resolver = zodResolver(signupInput) as unknown as Resolver;
const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
/** Off screen rather than display:none, which some bots skip; out of the tab order and hidden from assistive technology. */
const honeypot = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

export function SignupPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const [priceNotice, setPriceNotice] = useState<string>();
  const { submit } = useFormSave(
    async (values: SignupFormValues) => {
      try {
        return await dataProvider.submitSignup(values);
      } catch (error) {
        // The server priced it again and the price moved: show the new one and say so.
        if ((error as { status?: number }).status === 409) {
          setPriceNotice(translate('app.signup.price.changed'));
          await queryClient.invalidateQueries({ queryKey: ['instant-price'] });
        }
        throw error;
      }
    },
    () => setDone(true),
  );
  const defaults = {
    serviceType: 'mow',
    frequency: 1,
    referralCode: params.get(REFERRAL_CODE_PARAM) ?? '',
    quotedPriceCents: null,
    website: '',
  };

  return (
    <PublicPage maxWidth={640}>
      <Stack direction="row" justifyContent="space-between" alignItems="start" spacing={1}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.signup.title')}
        </Typography>
        {/* A visitor has no profile to keep a language in: the page offers the choice itself. */}
        <LanguageMenuButton />
      </Stack>
      {done ? (
        <Alert severity="success" role="status">
          {translate('server.signups.thank_you_we_will_contact_you_shortly')}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.signup.intro')}
          </Typography>
          <Form noValidate resolver={resolver} defaultValues={defaults} onSubmit={submit}>
            <Stack>
              <Box sx={row}>
                <TextInput source="name.first" label={field('firstName')} autoComplete="given-name" />
                <TextInput source="name.last" label={field('lastName')} autoComplete="family-name" />
                <TextInput source="email" label={field('email')} type="email" autoComplete="email" />
                <TextInput source="mobile" label={field('mobile')} type="tel" autoComplete="tel" />
              </Box>
              <TextInput source="address" label={field('address')} autoComplete="street-address" />
              <Box sx={row}>
                <TextInput source="city" label={field('city')} autoComplete="address-level2" />
                <TextInput source="zipcode" label={field('zipcode')} autoComplete="postal-code" helperText="app.signup.zipcode_help" />
                <SelectInput source="serviceType" label="app.signup.service" choices={SERVICES} />
                <SelectInput source="frequency" label={field('frequency')} choices={FREQUENCY_CHOICES} />
                <NumberInput source="lotSize" label={field('lotSize')} min={1} step={100} helperText="app.signup.lot_size_help" />
                <TextInput source="referralCode" label="app.signup.referral_code" helperText="app.signup.optional" />
              </Box>
              <InstantPrice notice={priceNotice} />
              <Box sx={honeypot} aria-hidden>
                <TextInput source="website" label="app.signup.website" autoComplete="off" slotProps={{ htmlInput: { tabIndex: -1 } }} />
              </Box>
              <SaveButton label="app.signup.submit" icon={<></>} alwaysEnable sx={{ alignSelf: { sm: 'start' } }} />
            </Stack>
          </Form>
        </>
      )}
    </PublicPage>
  );
}
