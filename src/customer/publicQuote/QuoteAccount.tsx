// The quote page's "already a customer?" (issue 65): a quote whose lead matches an existing account offers a sign-in link
// to the e-mail on file (never to one typed here); signed in as that account, the approval joins it and the customer
// chooses the card this address is charged to, or none. Without signing in, approving makes a new account.
import { useMutation } from '@tanstack/react-query';
import { Alert, AlertTitle, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { QuoteAccount as Account } from '../../../common/schemas/leadMatch';
import type { LawnDeskDataProvider } from '../../dataProvider';

/** The radio's value for "no card". */
export const NO_CARD = 'none';

export function QuoteAccount({
  token,
  account,
  cardChoice,
  onCardChoice,
}: {
  token: string;
  account: Account;
  cardChoice: string;
  onCardChoice: (choice: string) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const ask = useMutation({ mutationFn: () => dataProvider.askQuoteSignInLink(token) });

  if (account.signedIn)
    return (
      <Stack spacing={1.5} data-testid="quote-account">
        <Alert severity="success" role="status">
          {translate('app.quotes.account.signed_in')}
        </Alert>
        <FormControl>
          <FormLabel id="quote-card-label">{translate('app.quotes.account.card_label')}</FormLabel>
          <RadioGroup aria-labelledby="quote-card-label" value={cardChoice} onChange={(event) => onCardChoice(event.target.value)}>
            {account.cards.map((card) => (
              <FormControlLabel
                key={card._id}
                value={card._id}
                control={<Radio />}
                label={`${translate('app.quotes.account.card', { brand: translate(`app.cards.brands.${card.brand}`), last4: card.last4 })}${card.isDefault ? ` ${translate('app.quotes.account.default_card')}` : ''}`}
              />
            ))}
            <FormControlLabel value={NO_CARD} control={<Radio />} label={translate('app.quotes.account.no_card')} />
          </RadioGroup>
        </FormControl>
      </Stack>
    );

  const email = account.emailOnFile;
  return (
    <Alert severity="info" data-testid="quote-account" role="region" aria-label={translate('app.quotes.account.title')}>
      <AlertTitle>{translate('app.quotes.account.title')}</AlertTitle>
      <Stack spacing={1.5} alignItems="start">
        <span>
          {account.confirmedByStaff && email
            ? translate('app.quotes.account.confirmed', { email })
            : email
              ? translate('app.quotes.account.offer', { email })
              : translate('app.quotes.account.offer_no_email')}
        </span>
        {email &&
          (ask.isSuccess ? (
            <strong role="status">{translate('app.quotes.account.link_sent')}</strong>
          ) : (
            <Button variant="outlined" size="small" onClick={() => ask.mutate()} disabled={ask.isPending}>
              {translate('app.quotes.account.send_link')}
            </Button>
          ))}
        {ask.error && <span role="alert">{translate(ask.error.message, { _: ask.error.message })}</span>}
      </Stack>
    </Alert>
  );
}
