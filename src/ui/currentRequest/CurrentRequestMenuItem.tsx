// The crew's profile-menu switch for the dashboard's "current request" section, remembered by this browser.
import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useStore, useTranslate } from 'react-admin';

/** react-admin's store keeps it in localStorage: one choice per browser. */
export const SHOW_CURRENT_REQUEST_KEY = 'crew.showCurrentRequest';

export const useShowCurrentRequest = () => useStore<boolean>(SHOW_CURRENT_REQUEST_KEY, true);

export const CurrentRequestMenuItem = forwardRef<HTMLLIElement>(function CurrentRequestMenuItem(_props, ref) {
  const translate = useTranslate();
  const [shown, setShown] = useShowCurrentRequest();
  return (
    <MenuItem ref={ref} onClick={() => setShown(!shown)}>
      <ListItemIcon>{shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{translate(shown ? 'app.crew_day.hide_current_request' : 'app.crew_day.show_current_request')}</ListItemText>
    </MenuItem>
  );
});
