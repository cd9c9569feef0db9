// My Profile: name, e-mail (checked on blur for staff), mobile, date of birth, crew address and the profile image.
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Stack, TextField, Typography } from '@mui/material';
import { HttpError, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isStaff } from '../../../common/permissions';
import { customerProfileInput, EMAIL_TAKEN, formatPhone, profileInput } from '../../../common/schemas/profile';
import { session } from '../../auth/session';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../errors/useApiErrorToast';
import { ProfileImage } from './ProfileImage';

export const PROFILE_PATH = '/profile';

export interface Profile {
  _id: string;
  name: { first: string; last: string };
  email: string | null;
  mobile: string | null;
  dateOfBirth: string | null;
  username: string;
  dateOfJoining: string | null;
  profile: { file: string | null };
  crew: { address: string | null };
  type: string;
}

type FormValues = { first: string; last: string; email: string; mobile: string; dateOfBirth: string; address: string };

const valuesOf = (profile: Profile): FormValues => ({
  first: profile.name.first, last: profile.name.last, email: profile.email ?? '', mobile: formatPhone(profile.mobile ?? ''),
  dateOfBirth: profile.dateOfBirth ?? '', address: profile.crew.address ?? '',
});

const requestOf = (values: FormValues) => ({
  name: { first: values.first, last: values.last }, email: values.email, mobile: values.mobile, dateOfBirth: values.dateOfBirth, crew: { address: values.address },
});

export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const me = session.user();
  const [profile, setProfile] = useState<Profile>();
  const [values, setValues] = useState<FormValues>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!me) return;
    dataProvider.getProfile(me._id)
      .then((data) => { setProfile(data); setValues(valuesOf(data)); })
      .catch(() => setLoadFailed(true));
  }, [me?._id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (loadFailed) return <Alert severity="error" sx={{ mt: 2 }}>{translate('app.profile.load_failed')}</Alert>;
  if (!profile || !values) return <CircularProgress size={40} sx={{ m: 4 }} />;

  const isCustomer = profile.type === 'customer';
  const isCrew = profile.type === 'crew';
  const parsed = (isCustomer ? customerProfileInput : profileInput).safeParse(requestOf(values));
  const clientErrors = submitted && !parsed.success ? Object.fromEntries([...parsed.error.issues].reverse().map((issue) => [issue.path.join('.'), issue.message])) : {};
  const errorOf = (field: string) => {
    const message = clientErrors[field] ?? serverErrors[field] ?? (field === 'email' && emailTaken ? EMAIL_TAKEN : undefined);
    return message ? translate(message, { _: message }) : undefined;
  };
  const set = (field: keyof FormValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: field === 'mobile' ? formatPhone(event.target.value) : event.target.value });

  // Only staff may ask whether an e-mail is taken; everyone else learns it from the save's field message.
  const checkEmail = async () => {
    if (!me || !isStaff(me) || isCustomer || !values.email.trim() || values.email === profile.email) return setEmailTaken(false);
    setEmailTaken(await dataProvider.isEmailTaken(values.email.trim()).catch(() => false));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (!parsed.success || emailTaken) return;
    setSaving(true);
    try {
      const reply = await dataProvider.updateProfile(profile._id, requestOf(values));
      setProfile(reply.data);
      if (me) session.updateUser({ ...me, name: `${reply.data.name.first} ${reply.data.name.last}` });
      notify(reply.message, { type: 'success' });
    } catch (error) {
      setServerErrors((error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined) ?? {});
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof FormValues, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`profile-${name}`} label={translate(label)} value={values[name]} onChange={set(name)} error={Boolean(errorOf(name))}
      helperText={errorOf(name)} fullWidth slotProps={{ inputLabel: { shrink: true } }} {...extra} />
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="app.page.profile" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{translate('app.page.profile')}</Typography>
        <ProfileImage profile={profile} onChange={(next) => setProfile(next)} />
        <Box component="form" noValidate onSubmit={save} sx={{ mt: 3 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{field('first', 'app.profile.first_name', { error: Boolean(errorOf('name.first')), helperText: errorOf('name.first') })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('last', 'app.profile.last_name', { error: Boolean(errorOf('name.last')), helperText: errorOf('name.last') })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField id="profile-username" label={translate('app.profile.username')} value={profile.username} fullWidth disabled slotProps={{ inputLabel: { shrink: true } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('email', 'app.profile.email', { type: 'email', disabled: isCustomer, onBlur: checkEmail })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('mobile', 'app.profile.mobile', { type: 'tel', required: isCustomer })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('dateOfBirth', 'app.profile.date_of_birth', { type: 'date', slotProps: { inputLabel: { shrink: true }, htmlInput: { max: new Date().toISOString().slice(0, 10) } } })}</Grid>
            {isCrew && <Grid size={{ xs: 12, sm: 6 }}>{field('address', 'app.profile.address')}</Grid>}
            {isCrew && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField id="profile-date-of-joining" label={translate('app.profile.date_of_joining')} value={profile.dateOfJoining ?? ''} fullWidth disabled slotProps={{ inputLabel: { shrink: true } }} />
              </Grid>
            )}
          </Grid>
          <Stack direction="row" sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={20} color="inherit" /> : undefined}>
              {translate('ra.action.save')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
