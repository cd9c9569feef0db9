// A public page's card payment form (the pay link's, the quote's deposit): the gateway's hosted fields (the number and CVV
// never reach our server), the expiry and the auto-pay agreement, which alone decides whether the card is kept for
// automatic charges. A decline shows its reason above the form and the customer may try again; a page that stopped
// being payable meanwhile (404, 409, 410 other than "under way") is told through `onClosed`.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Form, type FormProps, HttpError, useTranslate } from 'react-admin';
import { cardFormInput, type CardFieldsSession, type CardFormInput, type CardInput } from '../../../common/schemas/card';
import { serverFieldErrors } from '../errors/fieldErrors';
import { AutoPayConsentInput, ExpiryInputs, HostedFields, submitHostedCard, useHostedFields } from './HostedCardFields';

const resolver: FormProps['resolver'] = zodResolver(cardFormInput);
const NEW_CARD: Record<string, unknown> = { expiryMonth: null, expiryYear: null, autoPayConsent: false };
const NO_RECORD = {};

type Problem = { key: string; reason?: string } | null;

export function CardPayForm({
  formKey,
  loadFields,
  pay,
  onClosed,
  title,
  intro,
  payLabel,
  payingLabel,
  disabled = false,
  children,
}: {
  /** Names the form (the page's token): the hosted fields are loaded again for another. */
  formKey: string;
  loadFields: () => Promise<CardFieldsSession>;
  /** Pays with the card entered: null when paid (the page shows its receipt), else the decline's reason. */
  pay: (card: CardInput) => Promise<{ reason: string } | null>;
  onClosed: () => void;
  title: string;
  intro: string;
  payLabel: string;
  payingLabel: string;
  disabled?: boolean;
  /** Shown under the pay button (what is chosen, or why nothing is). */
  children?: React.ReactNode;
}) {
  const translate = useTranslate();
  const state = useHostedFields(loadFields, formKey);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const submit = async (card: CardInput) => {
    setPaying(true);
    setProblem(null);
    try {
      const declined = await pay(card);
      if (declined) setProblem({ key: 'app.pay_link.declined', reason: declined.reason });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      if (error instanceof HttpError && [404, 409, 410].includes(error.status) && error.message !== 'server.payments.charge_in_progress')
        return onClosed();
      setProblem({
        key: error instanceof HttpError && error.status === 409 ? 'app.pay_link.in_progress' : String((error as Error).message),
      });
    } finally {
      setPaying(false);
    }
  };

  return (
    <Form
      record={NO_RECORD}
      resolver={resolver}
      defaultValues={NEW_CARD}
      onSubmit={(values: Record<string, unknown>) => submitHostedCard(state, values as CardFormInput, submit)}
      disableInvalidFormNotification
      noValidate
    >
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert">
            {translate(problem.key, { reason: problem.reason && translate(problem.reason, { _: problem.reason }), _: problem.key })}
          </Alert>
        )}
        <HostedFields state={state} />
        <ExpiryInputs />
        <AutoPayConsentInput staffView={false} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={paying || state === 'loading' || disabled}
          startIcon={paying ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {paying ? payingLabel : payLabel}
        </Button>
        {children}
      </Stack>
    </Form>
  );
}
