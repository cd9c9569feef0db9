// Inputs shared by the product create and edit forms: the label's facts (stock moves only by an adjustment).
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { PRODUCT_KINDS, PRODUCT_UNITS, productInput, SIGNAL_WORDS } from '../../../common/schemas/treatment';
import { emptyAsNull } from '../../ui/forms/FormDialog';

export const productResolver = zodResolver(productInput);
export const unitChoices = PRODUCT_UNITS.map((id) => ({ id, name: `app.treatments.units.${id}` }));
const kindChoices = PRODUCT_KINDS.map((id) => ({ id, name: `app.treatments.kinds.${id}` }));
const signalWordChoices = SIGNAL_WORDS.map((id) => ({ id, name: `app.treatments.signal_words.${id}` }));

export const NEW_PRODUCT = {
  name: '',
  kind: 'pesticide',
  epaRegNo: '',
  unit: 'oz',
  rateMinPer1000: null,
  rateMaxPer1000: null,
  windLimitMph: null,
  restrictedUse: false,
  activeIngredients: '',
  signalWord: null,
  reentryHours: null,
  costPerUnitCents: null,
};

const pair = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%', maxWidth: 560 };

export function ProductInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <TextInput source="name" fullWidth />
      <SelectInput source="kind" choices={kindChoices} helperText="app.treatments.product.kind_hint" fullWidth />
      <TextInput source="epaRegNo" helperText="app.treatments.product.epa_hint" fullWidth />
      <TextInput source="activeIngredients" helperText="app.treatments.product.ingredients_hint" multiline fullWidth />
      <Box sx={pair}>
        <SelectInput source="signalWord" choices={signalWordChoices} parse={emptyAsNull} emptyText="app.treatments.product.none" />
        <SelectInput source="unit" choices={unitChoices} />
      </Box>
      <BooleanInput source="restrictedUse" helperText="app.treatments.product.restricted_hint" />
      <Box sx={pair}>
        <NumberInput source="rateMinPer1000" min={0} step={0.01} />
        <NumberInput source="rateMaxPer1000" min={0} step={0.01} />
      </Box>
      <Box sx={pair}>
        <NumberInput source="windLimitMph" min={0} helperText="app.treatments.product.wind_hint" />
        <NumberInput source="reentryHours" min={0} step={1} />
      </Box>
      <NumberInput source="costPerUnitCents" min={0} step={0.1} helperText="app.treatments.product.cost_hint" />
    </Box>
  );
}
