// The customer's language and consent, edited on their own (PUT /customers/:id/message-preferences): a customer who asks
// for Spanish, or to stop texts, is answered without the office typing anything else of the customer's.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { BooleanInput, SelectInput, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../common/schemas/customer';
import { type MessagePreferences, messagePreferences } from '../../../common/schemas/portal';
import { submitTo } from '../../ui/forms/useFormSave';
import { label } from './CustomerCard';
import { EditableCard } from './EditableCard';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

const resolver = zodResolver(messagePreferences);
const languageChoices = LANGUAGES.map((id) => ({ id, name: label(`language_${id}`) }));

export function MessagePreferencesCard({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const [editing, setEditing] = useState(false);
  const { customer } = property;
  const save = usePropertyWrite(
    (input: MessagePreferences) => dataProvider.updateCustomerPreferences(customer._id, input),
    translate('app.property_view.preferences_saved'),
  );
  const record: MessagePreferences = {
    language: customer.language,
    emailService: customer.emailService,
    marketingOptIn: customer.marketingOptIn,
    textService: customer.textService,
    textMarketing: customer.textMarketing,
  };
  const yesNo = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');

  return (
    <EditableCard
      title={label('messages_title')}
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      canEdit={!customer.locked}
      fields={[
        { label: label('language'), value: translate(label(`language_${customer.language}`)) },
        { label: label('emailService'), value: yesNo(customer.emailService) },
        { label: label('marketingOptIn'), value: yesNo(customer.marketingOptIn) },
        { label: label('textService'), value: yesNo(customer.textService) },
        { label: label('textMarketing'), value: yesNo(customer.textMarketing) },
      ]}
      fieldSize={{ xs: 6, sm: 4, md: 6 }}
      formColumns={{ xs: 1, sm: 2, md: 1, lg: 2 }}
      record={record}
      resolver={resolver}
      onSubmit={submitTo(save.mutateAsync, () => setEditing(false))}
      saving={save.isPending}
    >
      <SelectInput source="language" label={label('language')} choices={languageChoices} />
      <BooleanInput source="emailService" label={label('emailService')} />
      <BooleanInput source="marketingOptIn" label={label('marketingOptIn')} />
      <BooleanInput source="textService" label={label('textService')} />
      <BooleanInput source="textMarketing" label={label('textMarketing')} />
    </EditableCard>
  );
}
