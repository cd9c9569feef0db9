// The pay link's card form: the gateway's hosted fields (the number and CVV never reach our server), the expiry and the
// auto-pay agreement, which alone decides whether the card is kept for automatic charges. One card entry pays every
// payment chosen above; a decline before any paid shows its reason above the form and the link stays open.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Form, type FormProps, HttpError, useDataProvider, useTranslate } from 'react-admin';
import { cardFormInput, type CardFormInput, type CardInput } from '../../../common/schemas/card';
import type { PayLinkResult } from '../../../common/schemas/payLink';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { serverFieldErrors } from '../../ui/errors/fieldErrors';
import { AutoPayConsentInput, ExpiryInputs, HostedFields, submitHostedCard, useHostedFields } from '../../ui/billing/HostedCardFields';
import { useFormat } from '../../ui/format/useFormat';

const resolver: FormProps['resolver'] = zodResolver(cardFormInput);
const NEW_CARD: Record<string, unknown> = { expiryMonth: null, expiryYear: null, autoPayConsent: false };
const NO_RECORD = {};

type Problem = { key: string; reason?: string } | null;

export function PayLinkForm({
  token,
  chosen,
  amountCents,
  onPaid,
  onClosed,
}: {
  token: string;
  /** The refs of the payments chosen. */
  chosen: string[];
  amountCents: number;
  onPaid: (result: PayLinkResult) => void;
  /** The link stopped being open meanwhile (used, paid, expired): the page reads its summary again. */
  onClosed: () => void;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const state = useHostedFields(() => dataProvider.getPayLinkCardFields(token), token);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const pay = async (card: CardInput) => {
    setPaying(true);
    setProblem(null);
    try {
      const result = await dataProvider.payByLink(token, { ...card, payments: chosen });
      if (result.paid) return onPaid(result);
      setProblem({ key: 'app.pay_link.declined', reason: result.reason ?? '' });
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
      onSubmit={(values: Record<string, unknown>) => submitHostedCard(state, values as CardFormInput, pay)}
      disableInvalidFormNotification
      noValidate
    >
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {translate('app.pay_link.card_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.pay_link.card_intro')}
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
          disabled={paying || state === 'loading' || !chosen.length}
          startIcon={paying ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate(paying ? 'app.pay_link.paying' : 'app.pay_link.pay', { amount: format.money(amountCents) })}
        </Button>
        {!chosen.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.pay_link.none_chosen')}
          </Typography>
        )}
      </Stack>
    </Form>
  );
}
