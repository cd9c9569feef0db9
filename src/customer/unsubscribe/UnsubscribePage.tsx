// The public page a newsletter's unsubscribe link opens: one click clears the customer's marketing opt-in. A click
// rather than the visit itself, so a mail scanner following the link unsubscribes nobody.
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { LanguageMenuButton } from '../../ui/LanguageMenuButton';
import { useSearchParams } from 'react-router-dom';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { PublicPage } from '../../ui/PublicPage';

export function UnsubscribePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'ready' | 'sending' | 'done' | 'refused'>(token ? 'ready' : 'refused');
  const unsubscribe = async () => {
    setState('sending');
    try {
      await dataProvider.unsubscribe(token);
      setState('done');
    } catch {
      setState('refused');
    }
  };
  return (
    <PublicPage maxWidth={560}>
      <Stack direction="row" justifyContent="space-between" alignItems="start" spacing={1}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.unsubscribe.title')}
        </Typography>
        <LanguageMenuButton />
      </Stack>
      {state === 'done' && (
        <Alert severity="success" role="status">
          {translate('server.newsletters.unsubscribed')}
        </Alert>
      )}
      {state === 'refused' && (
        <Alert severity="error" role="alert">
          {translate('validation.newsletter.unsubscribe_link_not_valid')}
        </Alert>
      )}
      {(state === 'ready' || state === 'sending') && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.unsubscribe.intro')}
          </Typography>
          <Button variant="contained" onClick={unsubscribe} disabled={state === 'sending'}>
            {translate('app.unsubscribe.confirm')}
          </Button>
        </>
      )}
    </PublicPage>
  );
}
