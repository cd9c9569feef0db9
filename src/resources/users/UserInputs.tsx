// Inputs shared by the user create and edit forms; username and e-mail availability is checked on blur.
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BooleanInput,
  DateInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { USER_TYPES } from '../../../common/permissions';
import { EMAIL_TAKEN, formatPhone } from '../../../common/schemas/profile';
import { userCreateInput, userUpdateInput, USERNAME_TAKEN } from '../../../common/schemas/user';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useUserChoices } from './userApi';

export const userCreateResolver = zodResolver(userCreateInput);
export const userUpdateResolver = zodResolver(userUpdateInput);

const TAKEN_MESSAGES = { username: USERNAME_TAKEN, email: EMAIL_TAKEN } as const;

/** On blur, asks the server whether the value is taken and shows the answer beside the field. */
function useAvailability(field: 'username' | 'email') {
  const { setError, clearErrors, getFieldState } = useFormContext();
  const record = useRecordContext();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [available, setAvailable] = useState<string>();
  const onBlur = async (event: React.FocusEvent<HTMLInputElement>) => {
    const value = event.target.value.trim();
    setAvailable(undefined);
    if (!value || value === record?.[field] || getFieldState(field).error) return;
    try {
      if (await dataProvider.isUserFieldTaken(field, value, record?.id as string | undefined))
        setError(field, { type: 'server', message: TAKEN_MESSAGES[field] });
      else {
        clearErrors(field);
        setAvailable(value);
      }
    } catch {
      // The check only helps: saving checks again on the server.
    }
  };
  return { onBlur, available };
}

const typeChoices = USER_TYPES.map((type) => ({ id: type, name: `app.users.types.${type}` }));

export function UserInputs({ isEdit = false }: { isEdit?: boolean }) {
  const translate = useTranslate();
  const { data: choices } = useUserChoices();
  const type = useWatch({ name: 'type' });
  const vendor = useWatch({ name: 'vendor' });
  const { getValues, setValue } = useFormContext();
  // Choosing a type also picks that type's default role (the default roles carry the type names), unless a custom role was chosen.
  useEffect(() => {
    const roles = choices?.roles ?? [];
    const typeRole = roles.find((role) => role.name === type);
    const current = roles.find((role) => role._id === getValues('role'));
    const isDefaultRole = !current || (USER_TYPES as readonly string[]).includes(current.name);
    if (typeRole && isDefaultRole && current?._id !== typeRole._id) setValue('role', typeRole._id, { shouldDirty: true });
  }, [type, choices]); // eslint-disable-line react-hooks/exhaustive-deps
  const username = useAvailability('username');
  const email = useAvailability('email');
  const availableText = (check: { available?: string }, fallback: string) =>
    check.available ? translate('app.users.available') : fallback;
  const crews = (choices?.crews ?? []).filter((crew) => !vendor || crew.vendorId === vendor);

  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="username"
          fullWidth
          onBlur={username.onBlur}
          helperText={availableText(username, 'app.users.username_rules')}
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="email" type="email" fullWidth onBlur={email.onBlur} helperText={availableText(email, ' ')} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="name.first" label="resources.users.fields.name.first" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="name.last" label="resources.users.fields.name.last" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="mobile"
          fullWidth
          format={(value?: string | null) => formatPhone(value ?? '')}
          inputProps={{ inputMode: 'tel' }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PasswordInput
          source="password"
          fullWidth
          autoComplete="new-password"
          helperText={isEdit ? 'app.users.password_keep' : 'app.users.password_rules'}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput source="type" choices={typeChoices} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput source="role" choices={choices?.roles ?? []} optionValue="_id" isPending={!choices} fullWidth />
      </Grid>
      {(type === 'vendor' || type === 'crew') && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput source="vendor" choices={choices?.vendors ?? []} optionValue="_id" isPending={!choices} fullWidth emptyText=" " />
        </Grid>
      )}
      {type === 'crew' && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput source="crew" choices={crews} optionValue="_id" isPending={!choices} fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput source="address" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateInput source="dateOfJoining" fullWidth />
          </Grid>
        </>
      )}
      <Grid size={12}>
        <BooleanInput source="isActive" helperText="app.users.deactivate_note" />
      </Grid>
    </Grid>
  );
}
