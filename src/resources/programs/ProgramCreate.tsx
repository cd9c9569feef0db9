// A program's form, to create one or edit it: its name and rounds, each with its window, method, products and rates,
// price (or bands by lawn area) and minutes. An edit is saved by the API as the program's next version, so enrolled
// seasons keep the rounds they were planned with; a rate above a product's label is refused on its field.
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useGetList,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { programInput, type ProductRecord } from '../../../common/schemas/treatment';
import { RecordCreate, RecordEdit } from '../../ui/forms/RecordForms';
import { centsAsDollars, dollarsAsCents } from './roundFormat';

const resolver = zodResolver(programInput);
const field = (name: string) => `resources.programs.fields.${name}`;
const NEW_ROUND = {
  name: '',
  windowStart: '',
  windowEnd: '',
  products: [{ productId: '', ratePer1000: null }],
  priceCents: null,
  minutes: 20,
  applicationMethod: '',
  priceBands: [],
};
const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' };

/** A round is several inputs in one item, so its defaults are said here rather than read from the inputs. */
function AddRoundButton() {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddIcon />} onClick={() => add(structuredClone(NEW_ROUND))}>
      {translate('app.treatments.program.add_round')}
    </Button>
  );
}

function RoundInputs({ products }: { products: ProductRecord[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <TextInput source="name" label={field('roundName')} helperText={false} fullWidth />
      <Box sx={row}>
        <TextInput
          source="windowStart"
          label={field('windowStart')}
          placeholder="02-01"
          helperText="app.treatments.program.month_day_hint"
        />
        <TextInput source="windowEnd" label={field('windowEnd')} placeholder="03-15" helperText="app.treatments.program.month_day_hint" />
      </Box>
      <Box sx={row}>
        <NumberInput source="priceCents" label={field('price')} format={centsAsDollars} parse={dollarsAsCents} min={0} step={0.01} />
        <NumberInput source="minutes" label={field('minutes')} min={1} step={1} />
      </Box>
      <TextInput source="applicationMethod" label={field('applicationMethod')} helperText="app.treatments.program.method_hint" fullWidth />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate(field('products'))}
      </Typography>
      <ArrayInput source="products" label={false}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="productId" label={field('product')} choices={products} optionText="name" sx={{ minWidth: 200 }} />
          <NumberInput source="ratePer1000" label={field('ratePer1000')} min={0} step={0.01} />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate(field('priceBands'))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.treatments.program.bands_hint')}
      </Typography>
      <ArrayInput source="priceBands" label={false}>
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="maxSqFt" label={field('maxSqFt')} min={0} step={500} />
          <NumberInput source="priceCents" label={field('price')} format={centsAsDollars} parse={dollarsAsCents} min={0} step={0.01} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

function ProgramForm() {
  const { data: products = [] } = useGetList<ProductRecord>('products', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <SimpleForm noValidate resolver={resolver} defaultValues={{ name: '', rounds: [NEW_ROUND] }}>
      <TextInput source="name" fullWidth sx={{ maxWidth: 640 }} />
      <ArrayInput source="rounds">
        <SimpleFormIterator disableReordering disableClear fullWidth addButton={<AddRoundButton />}>
          <RoundInputs products={products} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export const ProgramCreate = () => (
  <RecordCreate redirect="show">
    <ProgramForm />
  </RecordCreate>
);

/** Saved as the next version: the page that follows is the new version's. */
export const ProgramEdit = () => (
  <RecordEdit redirect="show">
    <ProgramForm />
  </RecordEdit>
);
