// Which card a property's visits are charged to (common/schemas/property.ts AUTO_CHARGES), with Change: the customer's
// default card, one of its cards, or none. The portal's property card and staff's Billing tab both show it.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CardRecord } from '../../../common/schemas/card';
import type { PropertyAutoCharge } from '../../../common/schemas/property';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../errors/useApiErrorToast';
import { cardsKey } from './CardsPanel';

interface Props {
  customerId: string;
  propertyId: string;
  address: string;
  choice: PropertyAutoCharge;
  onSaved: () => unknown;
}

const DEFAULT = 'default';
const NONE = 'none';

function useCardName() {
  const translate = useTranslate();
  return (card: CardRecord) => `${translate(`app.cards.brands.${card.brand}`)} ${translate('app.cards.number', { last4: card.last4 })}`;
}

/** What the line says: the default card (named when there is one), the chosen card, none, or a removed card. */
function useChoiceText(choice: PropertyAutoCharge, cards: CardRecord[]) {
  const translate = useTranslate();
  const cardName = useCardName();
  if (choice.autoCharge === 'none') return translate('app.cards.property_charge.none');
  if (choice.autoCharge === 'card') {
    const card = cards.find((row) => row._id === choice.autoChargeCardId);
    return card ? cardName(card) : translate('app.cards.property_charge.removed');
  }
  const fallback = cards.find((row) => row.isDefault);
  return fallback
    ? translate('app.cards.property_charge.default_is', { card: cardName(fallback) })
    : translate('app.cards.property_charge.default');
}

export function PropertyCardChoice({ customerId, propertyId, address, choice, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const cardName = useCardName();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: cards = [] } = useQuery({ queryKey: cardsKey(customerId), queryFn: () => dataProvider.getCards(customerId) });
  const [open, setOpen] = useState(false);
  const current = choice.autoCharge === 'card' ? (choice.autoChargeCardId ?? NONE) : choice.autoCharge;
  const [picked, setPicked] = useState(current);
  const text = useChoiceText(choice, cards);
  const defaultCard = cards.find((card) => card.isDefault);
  const defaultLabel = defaultCard
    ? translate('app.cards.property_charge.default_is', { card: cardName(defaultCard) })
    : translate('app.cards.property_charge.default');
  const save = useMutation({
    mutationFn: (value: string) =>
      dataProvider.setPropertyAutoCharge(
        propertyId,
        value === DEFAULT || value === NONE ? { autoCharge: value } : { autoCharge: 'card', cardId: value },
      ),
    onSuccess: async () => {
      await onSaved();
      notify('app.cards.property_charge.saved', { type: 'success' });
      setOpen(false);
    },
    onError: (error) => reportError(error),
  });
  const labelId = `property-charge-${propertyId}`;
  return (
    // The label on a line of its own: the card's name comes with the cards, after the line is drawn, and a label beside
    // it would push Change onto a new line under it on a phone, moving everything below.
    <Stack spacing={0.25}>
      <Typography variant="body2" color="text.secondary" id={labelId}>
        {translate('app.cards.property_charge.label')}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="body2" aria-labelledby={labelId} color={choice.autoCharge === 'default' ? 'text.primary' : 'warning.main'}>
          {text}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            setPicked(current);
            setOpen(true);
          }}
        >
          {translate('app.cards.property_charge.change')}
        </Button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('app.cards.property_charge.title', { address })}</DialogTitle>
        <DialogContent>
          {!cards.length && <Alert severity="info">{translate('app.cards.property_charge.no_cards')}</Alert>}
          <RadioGroup
            aria-label={translate('app.cards.property_charge.label')}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
          >
            <FormControlLabel value={DEFAULT} control={<Radio />} label={defaultLabel} />
            {cards.map((card) => (
              <FormControlLabel key={card._id} value={card._id} control={<Radio />} label={cardName(card)} />
            ))}
            <FormControlLabel
              value={NONE}
              control={<Radio />}
              label={
                <span>
                  {translate('app.cards.property_charge.none')}
                  <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {translate('app.cards.property_charge.none_help')}
                  </Typography>
                </span>
              }
            />
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={save.isPending || picked === current} onClick={() => save.mutate(picked)}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
