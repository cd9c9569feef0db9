// System Settings' "Start my business" (business_data_clear): the demo's data, or anything entered so far, cleared
// after the admin types their username and password, the records the law keeps only when a separate tick says they are
// the demo's; then the setup walk-through of a new business.
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '../../../common/permissions';
import { BUSINESS_SETUP_PATH } from '../../auth/homePaths';
import { useStoredUser } from '../../auth/useStoredUser';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';

export function StartBusinessSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reportError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const user = useStoredUser();
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [recordsAreDemo, setRecordsAreDemo] = useState(false);
  const clear = useMutation({
    mutationFn: () => dataProvider.clearBusinessData({ confirm, password, recordsAreDemo }),
    onSuccess: (cleared) => {
      queryClient.clear();
      notify('app.business_setup.clear.cleared', { type: 'success', messageArgs: cleared });
      navigate(BUSINESS_SETUP_PATH);
    },
    onError: reportError,
  });
  if (!user || !hasPermission(user, 'business_data_clear')) return null;
  return (
    <Card component="section" aria-labelledby="settings-start-business" variant="outlined">
      <CardContent>
        <Typography id="settings-start-business" variant="h6" component="h2" gutterBottom>
          {translate('app.business_setup.clear.title')}
        </Typography>
        <Stack spacing={2}>
          <Alert severity="warning">{translate('app.business_setup.clear.explain')}</Alert>
          <Typography variant="body2" color="text.secondary">
            {translate('app.business_setup.clear.demo_note')}
          </Typography>
          <TextField
            label={translate('app.business_setup.clear.confirm')}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            autoComplete="off"
            size="small"
          />
          <TextField
            label={translate('app.business_setup.clear.password')}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            size="small"
          />
          <Typography variant="body2" color="text.secondary">
            {translate('app.business_setup.clear.kept_records')}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={recordsAreDemo} onChange={(event) => setRecordsAreDemo(event.target.checked)} />}
            label={translate('app.business_setup.clear.records_are_demo')}
          />
          <Button
            variant="contained"
            color="error"
            disabled={!confirm.trim() || !password || clear.isPending}
            onClick={() => clear.mutate()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('app.business_setup.clear.button')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
