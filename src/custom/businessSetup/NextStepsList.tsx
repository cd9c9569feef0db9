// After Business setup, for admins: what is left to do (bring the customers in, the crews, take payments, send
// messages), each linked to its screen and ticked from what the business really has, until the admin dismisses it.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  type SxProps,
  type Theme,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SCREEN_PATH } from '../../../common/screenPaths';
import type { NextStepKey } from '../../../common/schemas/nextSteps';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { SETTINGS_QUERY_KEY } from '../../ui/settings/SettingsSection';

const NEXT_STEPS_KEY = ['nextSteps'];
const LINKS: Record<NextStepKey, string> = {
  import: SCREEN_PATH.importCustomers,
  crews: SCREEN_PATH.vendors,
  payments: `${SCREEN_PATH.systemSettings}#settings-payments`,
  messages: `${SCREEN_PATH.systemSettings}#settings-mail`,
};

/** `always`: shown even once dismissed (the setup's own end); the dashboard shows it only until then. */
export function NextStepsList({ always = false, sx }: { always?: boolean; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data } = useQuery({ queryKey: NEXT_STEPS_KEY, queryFn: () => dataProvider.getNextSteps() });
  if (!data || (data.dismissed && !always)) return null;
  const dismiss = async () => {
    const { setup } = await dataProvider.getSettings();
    const saved = await dataProvider.updateSettings({ setup: { ...setup, nextStepsDismissed: true } });
    queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
    queryClient.setQueryData(NEXT_STEPS_KEY, { ...data, dismissed: true });
  };
  const title = translate('app.business_setup.next_steps.title');
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={[{ width: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <CardHeader
        title={title}
        subheader={translate('app.business_setup.next_steps.intro')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ pt: 1, pb: 0 }}>
        <List dense disablePadding>
          {data.steps.map(({ key, done }) => (
            <ListItemButton key={key} component={Link} to={LINKS[key]}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {done ? (
                  <CheckCircleIcon color="success" titleAccess={translate('app.business_setup.next_steps.done')} />
                ) : (
                  <RadioButtonUncheckedIcon color="action" titleAccess={translate('app.business_setup.next_steps.to_do')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={translate(`app.business_setup.next_steps.${key}`)}
                secondary={translate(`app.business_setup.next_steps.${key}_help`)}
              />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
      {!data.dismissed && (
        <CardActions>
          <Button size="small" onClick={() => void dismiss()}>
            {translate('app.business_setup.next_steps.dismiss')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
