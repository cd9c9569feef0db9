// Every permission key as a labelled checkbox, grouped, with a select-all box per group.
import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Paper } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { PermissionKey } from '../../../common/permissions';
import { permissionGroups } from './permissionGroups';

const GROUPS = permissionGroups();

export function PermissionsInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput<PermissionKey[]>({ source: 'permissions', defaultValue: [] });
  const selected = new Set<string>(field.value ?? []);
  const setKeys = (keys: PermissionKey[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    field.onChange([...next]);
  };
  const error = fieldState.error?.message;

  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {translate('resources.users/roles.fields.permissions')}
      </FormLabel>
      {error && <FormHelperText sx={{ mx: 0, mb: 1 }}>{translate(error, { _: error })}</FormHelperText>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {GROUPS.map(({ group, keys }) => {
          const count = keys.filter((key) => selected.has(key)).length;
          const groupLabel = translate(`app.roles.groups.${group}`);
          return (
            <Paper key={group} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={groupLabel}>
              <FormControlLabel
                label={<strong>{groupLabel}</strong>}
                control={
                  <Checkbox
                    checked={count === keys.length}
                    indeterminate={count > 0 && count < keys.length}
                    onChange={(event) => setKeys(keys, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${translate('app.roles.select_all')}: ${groupLabel}` } }}
                  />
                }
              />
              <FormGroup sx={{ pl: 3 }}>
                {keys.map((key) => (
                  <FormControlLabel
                    key={key}
                    label={translate(`app.permissions.${key}`)}
                    control={
                      <Checkbox
                        size="small"
                        checked={selected.has(key)}
                        onChange={(event) => setKeys([key], event.target.checked)}
                        onBlur={field.onBlur}
                        name={key}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Paper>
          );
        })}
      </Box>
      <FormHelperText sx={{ mx: 0 }}>{translate('app.roles.permissions_help')}</FormHelperText>
    </FormControl>
  );
}
