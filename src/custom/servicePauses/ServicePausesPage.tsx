// Service pauses: New pause (a property, a market or a service type for some days) and the list with End pause.
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import { ServicePauseDialog } from '../../ui/servicePauses/ServicePauseDialog';
import { ServicePauseList } from '../../ui/servicePauses/ServicePauseList';

export function ServicePausesPage() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title={translate('app.work_logs.service_pauses.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate('app.work_logs.service_pauses.intro')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ flexShrink: 0 }}>
          {translate('app.work_logs.service_pauses.new')}
        </Button>
      </Stack>
      <ServicePauseList />
      {creating && <ServicePauseDialog open onClose={() => setCreating(false)} />}
    </Box>
  );
}
