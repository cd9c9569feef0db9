// Add Customer (/new-customer), and the same form prefilled from a website sign-up (/new-customer/:id).
import { useMemo } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useFormat } from '../../ui/format/useFormat';
import { Link, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { SignupRecord } from '../../../common/schemas/signup';
import { SIGNUP_PROCESS_PATH } from '../../resources/customerSignups/paths';
import { AddCustomerForm } from './AddCustomerForm';
import { newCustomerDefaults } from './customerForm';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { useScreenWords } from '../../auth/useScreenWords';
import { ADD_CUSTOMER_WORDS } from './paths';

function PageFrame({ children }: { children: React.ReactNode }) {
  const translate = useTranslate();
  const title = useScreenWords(ADD_CUSTOMER_WORDS);
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 1100 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

function BackToSignups() {
  const translate = useTranslate();
  return (
    <Button component={Link} to={SIGNUP_PROCESS_PATH} color="inherit" size="small">
      {translate('app.add_customer.back_to_signups')}
    </Button>
  );
}

function FromSignup({ signupId }: { signupId: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const {
    data: signup,
    isPending,
    error,
  } = useGetOne<SignupRecord & { id: string }>('customer-signup', { id: signupId }, { retry: false });
  const defaultValues = useMemo(() => (signup ? newCustomerDefaults(signup) : undefined), [signup]);

  if (isPending) return <LoadingSpinner size={40} sx={{ m: 4 }} />;
  if (error || !signup || !defaultValues) {
    return (
      <Alert severity="error" action={<BackToSignups />}>
        {translate('app.add_customer.signup_not_found')}
      </Alert>
    );
  }
  if (signup.status === 'converted') {
    return (
      <Alert severity="info" action={<BackToSignups />}>
        {translate('app.add_customer.signup_converted', { name: `${signup.name.first} ${signup.name.last}` })}
      </Alert>
    );
  }
  return (
    <>
      <Alert severity={signup.status === 'declined' ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {translate(signup.status === 'declined' ? 'app.add_customer.from_declined_signup' : 'app.add_customer.from_signup', {
          name: `${signup.name.first} ${signup.name.last}`,
          date: format.dayOf(signup.createdAt),
        })}
      </Alert>
      <AddCustomerForm key={signup.id} defaultValues={defaultValues} />
    </>
  );
}

export function AddCustomerPage() {
  const { id } = useParams<{ id?: string }>();
  const blankValues = useMemo(() => newCustomerDefaults(), []);
  return <PageFrame>{id ? <FromSignup signupId={id} /> : <AddCustomerForm defaultValues={blankValues} />}</PageFrame>;
}
