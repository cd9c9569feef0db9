// What a screen shows when its own code fails (the layout's error boundary): the spec's generic message, never the
// error's text, and a way to load the page again.
import { Alert, Box, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title, useTranslate } from 'react-admin';
import { UNEXPECTED_ERROR } from './errorMessages';

export function UnexpectedError() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="ra.page.error" />
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate(UNEXPECTED_ERROR)}
      </Alert>
    </Box>
  );
}
