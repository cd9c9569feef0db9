// A new lead: who, where, what they asked and how they came; its market and vendor are found from the zip code.
import { zodResolver } from '@hookform/resolvers/zod';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { LANGUAGES } from '../../../common/schemas/customer';
import { CUSTOMER_SOURCES } from '../../../common/schemas/property';
import { LEAD_CHANNELS, leadInput } from '../../../common/schemas/quote';
import { RecordCreate } from '../../ui/forms/RecordForms';

const resolver = zodResolver(leadInput);
const DEFAULTS = {
  name: { first: '', last: '' },
  email: '',
  mobile: '',
  address: '',
  city: '',
  zipcode: '',
  source: 'none',
  channel: 'call',
};

export const LeadCreate = () => (
  <RecordCreate redirect="show">
    <SimpleForm noValidate resolver={resolver} defaultValues={{ ...DEFAULTS, language: 'en', textConsent: false }}>
      <TextInput source="name.first" label="resources.leads.fields.firstName" />
      <TextInput source="name.last" label="resources.leads.fields.lastName" />
      <TextInput source="email" type="email" />
      <TextInput source="mobile" />
      <BooleanInput source="textConsent" />
      <TextInput source="address" fullWidth />
      <TextInput source="city" />
      <TextInput source="zipcode" />
      <NumberInput source="lotSize" />
      <TextInput source="asked" multiline fullWidth />
      <SelectInput source="channel" choices={LEAD_CHANNELS.map((id) => ({ id, name: `app.quotes.channels.${id}` }))} />
      <SelectInput source="source" choices={CUSTOMER_SOURCES.map((id) => ({ id, name: `app.source.${id}` }))} />
      <SelectInput source="language" choices={LANGUAGES.map((id) => ({ id, name: `app.quotes.languages.${id}` }))} />
    </SimpleForm>
  </RecordCreate>
);
