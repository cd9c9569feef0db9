// My Profile: name, e-mail (checked on blur for staff), mobile, date of birth, crew address and the profile image.
import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card, CardContent, Grid, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type Resolver, useFormContext } from 'react-hook-form';
import { isStaff } from '../../../common/permissions';
import { customerProfileInput, EMAIL_TAKEN, formatPhone, profileInput } from '../../../common/schemas/profile';
import { session } from '../../auth/session';
import type { LawnDeskDataProvider } from '../../dataProvider';
import type { ProfileChanges } from '../../dataProvider/accountMethods';
import { useFormSave } from '../../ui/forms/useFormSave';
import { ProfileImage } from './ProfileImage';
import type { ProfileRecord } from '../../../common/schemas/profile';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

const PROFILE_QUERY_KEY = ['profile'];

export type Profile = ProfileRecord;

const valuesOf = (profile: Profile): ProfileChanges => ({
  name: profile.name,
  email: profile.email ?? '',
  mobile: formatPhone(profile.mobile ?? ''),
  dateOfBirth: profile.dateOfBirth ?? '',
  crew: { address: profile.crew.address ?? '' },
});

const resolvers = {
  customer: zodResolver(customerProfileInput) as unknown as Resolver,
  other: zodResolver(profileInput) as unknown as Resolver,
};

/** Only staff may ask whether an e-mail is taken; everyone else learns it from the save's field message. */
function EmailInput({ profile, taken }: { profile: Profile; taken: React.RefObject<string | undefined> }) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { getValues, setError, clearErrors, getFieldState } = useFormContext();
  const me = session.user();
  const isCustomer = profile.type === 'customer';
  const check = async () => {
    const email = String(getValues('email') ?? '').trim();
    if (!me || !isStaff(me) || isCustomer || !email || email === profile.email) return;
    const isTaken = await dataProvider.isEmailTaken(email).catch(() => false);
    taken.current = isTaken ? email : undefined;
    if (isTaken) setError('email', { type: 'taken', message: EMAIL_TAKEN });
    else if (getFieldState('email').error?.type === 'taken') clearErrors('email');
  };
  return (
    <TextInput source="email" label="app.profile.email" type="email" disabled={isCustomer} onBlur={check} fullWidth helperText={false} />
  );
}

export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const me = session.user();
  const taken = useRef<string | undefined>(undefined);
  const { data: profile, isError } = useQuery({
    queryKey: [...PROFILE_QUERY_KEY, me?._id],
    enabled: Boolean(me),
    queryFn: () => dataProvider.getProfile(me!._id),
  });
  const showProfile = (next: Profile) => queryClient.setQueryData([...PROFILE_QUERY_KEY, me?._id], next);
  const { submit } = useFormSave(
    (changes: ProfileChanges) => dataProvider.updateProfile(profile!._id, changes),
    (reply) => {
      showProfile(reply.data);
      if (me) session.updateUser({ ...me, name: `${reply.data.name.first} ${reply.data.name.last}` });
      notify(reply.message, { type: 'success' });
    },
    'app.profile.update_failed',
  );

  if (isError)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('app.profile.load_failed')}
      </Alert>
    );
  if (!profile) return <LoadingSpinner size={40} sx={{ m: 4 }} />;

  const isCustomer = profile.type === 'customer';
  const isCrew = profile.type === 'crew';
  const save = async (values: Record<string, unknown>) =>
    taken.current && String(values.email).trim() === taken.current ? { email: EMAIL_TAKEN } : submit(values);
  const shown = { fullWidth: true, helperText: false } as const;

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="app.page.profile" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.page.profile')}
        </Typography>
        <ProfileImage profile={profile} onChange={showProfile} />
        <Form
          record={valuesOf(profile)}
          resolver={isCustomer ? resolvers.customer : resolvers.other}
          onSubmit={save}
          disableInvalidFormNotification
          noValidate
        >
          <Grid container columnSpacing={2} sx={{ mt: 3 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="name.first" label="app.profile.first_name" {...shown} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="name.last" label="app.profile.last_name" {...shown} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="profile-username"
                label={translate('app.profile.username')}
                value={profile.username}
                fullWidth
                disabled
                slotProps={{ inputLabel: { shrink: true } }}
                margin="dense"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <EmailInput profile={profile} taken={taken} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="mobile" label="app.profile.mobile" type="tel" parse={formatPhone} required={isCustomer} {...shown} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                source="dateOfBirth"
                label="app.profile.date_of_birth"
                type="date"
                slotProps={{ htmlInput: { max: new Date().toISOString().slice(0, 10) }, inputLabel: { shrink: true } }}
                {...shown}
              />
            </Grid>
            {isCrew && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="crew.address" label="app.profile.address" {...shown} />
              </Grid>
            )}
            {isCrew && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  id="profile-date-of-joining"
                  label={translate('app.profile.date_of_joining')}
                  value={profile.dateOfJoining ?? ''}
                  fullWidth
                  disabled
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
            )}
          </Grid>
          <SaveButton label="ra.action.save" icon={<></>} alwaysEnable sx={{ mt: 2 }} />
        </Form>
      </CardContent>
    </Card>
  );
}
