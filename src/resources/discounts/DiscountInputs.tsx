// Inputs shared by the discount create and edit forms; the value reads as a percentage or a price by type.
import { zodResolver } from '@hookform/resolvers/zod';
import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DISCOUNT_CUSTOMER_TYPES, DISCOUNT_TYPES, discountInput } from '../../../common/schemas/discount';
import { SERVICE_TYPES } from '../../../common/schemas/service';

export const discountResolver = zodResolver(discountInput);
export const discountTypeChoices = DISCOUNT_TYPES.map((id) => ({ id, name: `resources.discounts.types.${id}` }));
export const serviceChoices = SERVICE_TYPES.map((id) => ({ id, name: `resources.discounts.services.${id}` }));
export const customerTypeChoices = DISCOUNT_CUSTOMER_TYPES.map((id) => ({ id, name: `resources.discounts.customer_types.${id}` }));

function ValueInput() {
  const type = useWatch({ name: 'type' });
  if (type === 'free') return null;
  const isPercentage = type === 'percentage';
  return (
    <NumberInput
      source="value"
      label={isPercentage ? 'resources.discounts.fields.percentage' : 'resources.discounts.fields.price'}
      helperText={isPercentage ? 'resources.discounts.helper.percentage' : false}
      min={0}
      max={isPercentage ? 100 : undefined}
      step={isPercentage ? 1 : 0.01}
    />
  );
}

export function DiscountInputs() {
  return (
    <>
      <TextInput source="code" helperText="resources.discounts.helper.code" />
      <SelectInput source="type" choices={discountTypeChoices} />
      <ValueInput />
      <NumberInput source="numberOfServices" min={1} step={1} />
      <DateInput source="startDate" />
      <DateInput source="endDate" />
      <SelectInput source="service" choices={serviceChoices} />
      <SelectInput source="customerType" choices={customerTypeChoices} />
    </>
  );
}
