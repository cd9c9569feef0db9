// "QuickBooks employees": each LawnDesk person beside a choice of QuickBooks' active employees, the one of the same name
// chosen already when there is exactly one; saving links them, and an approved week's hours go to them as TimeActivities.
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingsCard } from '../../ui/settings/SettingsSection';
import { useCardTools } from './cardTools';

const EMPLOYEES_KEY = ['accounting', 'employee-matches'];

export function EmployeeLinksCard() {
  const { translate, notify, dataProvider, queryClient, reportError } = useCardTools();
  const [asked, setAsked] = useState(false);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const { data, isFetching } = useQuery({ queryKey: EMPLOYEES_KEY, queryFn: () => dataProvider.getEmployeeMatches(), enabled: asked });
  const valueOf = (person: { userId: string; quickbooksId: string | null; suggestedId: string | null }) =>
    chosen[person.userId] ?? person.quickbooksId ?? person.suggestedId ?? '';
  const save = async () => {
    if (!data) return;
    const links = data.people
      .filter((person) => valueOf(person) !== (person.quickbooksId ?? ''))
      .map((person) => ({ userId: person.userId, quickbooksId: valueOf(person) || null }));
    if (!links.length) return;
    try {
      await dataProvider.saveEmployeeLinks({ links });
      notify('app.accounting.employees.saved', { type: 'success' });
      setChosen({});
      await queryClient.invalidateQueries({ queryKey: ['accounting'] });
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <SettingsCard id="accounting-employees" title="app.accounting.employees.title" help="app.accounting.employees.help">
      <Stack spacing={2}>
        {!asked && (
          <Box>
            <Button variant="outlined" onClick={() => setAsked(true)}>
              {translate('app.accounting.employees.find')}
            </Button>
          </Box>
        )}
        {asked && isFetching && !data && <Typography>{translate('app.accounting.employees.reading')}</Typography>}
        {data && (
          <Typography variant="body2">{translate('app.accounting.employees.read', { count: data.quickbooksEmployees.length })}</Typography>
        )}
        {data?.people.map((person) => (
          <Stack
            key={person.userId}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>{person.name}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
              <TextField
                select
                size="small"
                fullWidth
                label={translate('app.accounting.employees.employee')}
                aria-label={`${translate('app.accounting.employees.employee')}: ${person.name}`}
                value={valueOf(person)}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                onChange={(event) => setChosen((now) => ({ ...now, [person.userId]: event.target.value }))}
              >
                <MenuItem value="">{translate('app.accounting.employees.none')}</MenuItem>
                {data.quickbooksEmployees.map((employee) => (
                  <MenuItem key={employee.id} value={employee.id}>
                    {employee.name}
                  </MenuItem>
                ))}
              </TextField>
              {!person.quickbooksId && person.suggestedId && valueOf(person) === person.suggestedId && (
                <Chip size="small" variant="outlined" label={translate('app.accounting.employees.suggested')} />
              )}
            </Stack>
          </Stack>
        ))}
        {data && data.people.length > 0 && (
          <Box>
            <Button variant="contained" onClick={save}>
              {translate('app.accounting.employees.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </SettingsCard>
  );
}
