// The crew area for staff: every vendor's crews, and a service-delay prompt to send to any of them.
import { useState } from 'react';
import { Button, Card, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { CrewRow } from '../../../common/schemas/vendor';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { SendDelayDialog } from './SendDelayDialog';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

export type { CrewRow };

export function CrewTeamPage() {
  const translate = useTranslate();
  const [target, setTarget] = useState<CrewRow | null>(null);
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  // A delay answer's notification opens the page on its crew.
  const focused = useSearchParams()[0].get('crew');
  const crews = useQuery({ queryKey: ['vendors', 'all', 'crews'], queryFn: () => dataProvider.getAllCrews() });
  return (
    <Card sx={{ mt: 2, p: { xs: 1, sm: 2 } }}>
      <Title title="app.page.crew_team" />
      <Typography variant="h6" sx={{ px: 1 }}>
        {translate('app.crew_team.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, mb: 1 }}>
        {translate('app.crew_team.intro')}
      </Typography>
      {crews.isLoading ? (
        <Stack alignItems="center" sx={{ p: 3 }}>
          <LoadingSpinner size={40} />
        </Stack>
      ) : (
        <List>
          {(crews.data ?? []).map((crew) => (
            <ListItem
              key={crew._id}
              divider
              aria-current={crew._id === focused || undefined}
              ref={(item) => {
                if (item && crew._id === focused) item.scrollIntoView?.({ block: 'center' });
              }}
              sx={crew._id === focused ? { bgcolor: 'action.selected' } : undefined}
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<ScheduleSendIcon />}
                  onClick={() => setTarget(crew)}
                  aria-label={translate('app.crew_team.send_delay_to', { crew: crew.name })}
                >
                  {translate('app.crew_team.send_delay')}
                </Button>
              }
            >
              <ListItemText primary={crew.name} secondary={crew.vendorName} sx={{ pr: 16 }} />
            </ListItem>
          ))}
        </List>
      )}
      <SendDelayDialog crew={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
