// A sign-up's actions: convert it through Add Customer, decline it, or reopen a declined one.
import { Button, Stack } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReplayIcon from '@mui/icons-material/Replay';
import { Link, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { SignupRecord } from '../../../common/schemas/signup';
import { addCustomerFromSignupPath } from '../../custom/addCustomer/paths';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';

type Row = SignupRecord & { id: string };

export function SignupActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportError = useApiErrorToast();
  const signup = useRecordContext<Row>();
  const [update, { isPending }] = useUpdate<Row>();
  if (!signup || signup.status === 'converted') return null;

  const name = `${signup.name.first} ${signup.name.last}`;
  const setStatus = (status: 'new' | 'declined') =>
    update(
      'customer-signup',
      { id: signup.id, data: { status }, previousData: signup },
      {
        onSuccess: () => {
          notify(status === 'declined' ? 'app.signups.declined' : 'app.signups.reopened', { type: 'info', messageArgs: { name } });
          refresh();
        },
        onError: reportError,
      },
    );

  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ whiteSpace: 'nowrap' }}>
      {signup.status === 'new' && (
        <Button
          component={Link}
          to={addCustomerFromSignupPath(signup.id)}
          size="small"
          variant="contained"
          startIcon={<PersonAddIcon />}
          aria-label={translate('app.signups.convert_name', { name })}
        >
          {translate('app.signups.convert')}
        </Button>
      )}
      {signup.status === 'new' ? (
        <Button
          onClick={() => setStatus('declined')}
          disabled={isPending}
          size="small"
          color="inherit"
          startIcon={<BlockIcon />}
          aria-label={translate('app.signups.decline_name', { name })}
        >
          {translate('app.signups.decline')}
        </Button>
      ) : (
        <Button
          onClick={() => setStatus('new')}
          disabled={isPending}
          size="small"
          startIcon={<ReplayIcon />}
          aria-label={translate('app.signups.reopen_name', { name })}
        >
          {translate('app.signups.reopen')}
        </Button>
      )}
    </Stack>
  );
}
