// A customer's cards on the Billing tab: brand, last four, expiry and the default; add, make default and remove.
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CardInput, CardRecord } from '../../../common/schemas/card';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../errors/useApiErrorToast';
import { useFormat } from '../format/useFormat';
import { submitTo } from '../forms/useFormSave';
import { AddCardDialog } from './AddCardDialog';

export const cardsKey = (customerId: string) => ['customers', customerId, 'cards'] as const;

/** Staff read whether, when, from where and under which text the customer agreed to automatic charges on the card. */
function AutoPayConsentLine({ consent }: { consent: CardRecord['autoPayConsent'] }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!consent)
    return (
      <Typography variant="body2" color="warning.main">
        {translate('app.cards.autopay_none')}
      </Typography>
    );
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(consent.recordedBy === 'customer' ? 'app.cards.autopay_agreed_customer' : 'app.cards.autopay_agreed_staff', {
        at: format.dateTime(consent.at),
        ip: consent.ip,
        version: consent.version,
      })}
    </Typography>
  );
}

function CardRow({
  card,
  canEdit,
  staffView,
  onMakeDefault,
  onRemove,
}: {
  card: CardRecord;
  canEdit: boolean;
  staffView: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const brand = translate(`app.cards.brands.${card.brand}`);
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none' }}
      aria-label={`${brand} ${translate('app.cards.number', { last4: card.last4 })}`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 0 }}>
          <CreditCardIcon color="action" />
          <Box>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="subtitle1" component="span">
                {brand}
              </Typography>
              <Typography variant="subtitle1" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {translate('app.cards.number', { last4: card.last4 })}
              </Typography>
              {card.isDefault && <Chip size="small" color="primary" label={translate('app.cards.default')} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('app.cards.expires', { month: String(card.expiryMonth).padStart(2, '0'), year: card.expiryYear })}
            </Typography>
            {staffView && <AutoPayConsentLine consent={card.autoPayConsent} />}
          </Box>
        </Stack>
        {canEdit && (
          <Stack direction="row" spacing={1}>
            {!card.isDefault && (
              <Button size="small" onClick={onMakeDefault}>
                {translate('app.cards.make_default')}
              </Button>
            )}
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
              {translate('app.cards.remove')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A write to the cards; each answers the cards as they are after it (after an add the list is read again: the default may have moved). */
function useCardsWrite<Args>(customerId: string, change: (args: Args) => Promise<CardRecord[] | CardRecord>, done: string) {
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      if (Array.isArray(answer)) queryClient.setQueryData(cardsKey(customerId), answer);
      else await queryClient.invalidateQueries({ queryKey: cardsKey(customerId) });
      notify(done, { type: 'success' });
    },
    onError: (error) => reportError(error),
  });
}

/** `staffView`: staff's Billing tab, which also shows each card's auto-pay agreement; the portal is the customer's own. */
export function CardsPanel({ customerId, canEdit, staffView = false }: { customerId: string; canEdit: boolean; staffView?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CardRecord | null>(null);
  const {
    data: cards = [],
    isPending,
    isError,
  } = useQuery({ queryKey: cardsKey(customerId), queryFn: () => dataProvider.getCards(customerId) });

  const add = useCardsWrite(customerId, (card: CardInput) => dataProvider.addCard(customerId, card), 'app.cards.added');
  const makeDefault = useCardsWrite(
    customerId,
    (cardId: string) => dataProvider.makeCardDefault(customerId, cardId),
    'app.cards.default_changed',
  );
  const remove = useCardsWrite(customerId, (cardId: string) => dataProvider.removeCard(customerId, cardId), 'app.cards.removed');
  const save = submitTo(
    (card: CardInput) => add.mutateAsync(card),
    () => setAdding(false),
  );

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="cards-title">
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography id="cards-title" variant="h6" component="h2">
          {translate('app.cards.title')}
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('app.cards.add')}
          </Button>
        )}
      </Stack>
      {isError && <Alert severity="error">{translate('app.cards.load_failed')}</Alert>}
      {!isPending && !isError && !cards.length && <Alert severity="info">{translate('app.cards.empty')}</Alert>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {cards.map((card) => (
          <CardRow
            key={card._id}
            card={card}
            canEdit={canEdit}
            staffView={staffView}
            onMakeDefault={() => makeDefault.mutate(card._id)}
            onRemove={() => setRemoving(card)}
          />
        ))}
      </Stack>
      {adding && (
        <AddCardDialog
          customerId={customerId}
          staffView={staffView}
          open
          onClose={() => setAdding(false)}
          onSave={save}
          saving={add.isPending}
        />
      )}
      <Confirm
        isOpen={Boolean(removing)}
        loading={remove.isPending}
        title="app.cards.remove_title"
        translateOptions={{ last4: removing?.last4 ?? '' }}
        content="app.cards.remove_content"
        onConfirm={() => removing && remove.mutate(removing._id, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
