// The office ends a user's sessions on every device: a crew's phone stays signed in through the day, so this is how
// the office signs out a lost phone or a crew member who left (POST /users/:id/sessions/end).
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';

export function EndSessionsButton() {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const end = useMutation({
    mutationFn: (id: string) => dataProvider.endUserSessions(id),
    onSuccess: ({ ended }) => notify('app.users.sessions_ended', { type: 'info', messageArgs: { smart_count: ended } }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        type="button"
        variant="outlined"
        startIcon={<LogoutIcon />}
        disabled={end.isPending}
        onClick={() => end.mutate(String(record.id))}
      >
        {translate('app.users.end_sessions')}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {translate('app.users.end_sessions_help')}
      </Typography>
    </Box>
  );
}
