// Discounts: code, what they give, for which service and customers, and when; 10 rows a page.
import { DataTable, List, NumberField, SearchInput, SelectField, SelectInput, useRecordContext } from 'react-admin';
import type { Discount } from '../../../common/schemas/discount';
import { CalendarDateField } from '../../ui/fields/CalendarDateField';
import { customerTypeChoices, discountTypeChoices, serviceChoices } from './DiscountInputs';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';

function DiscountValue() {
  const discount = useRecordContext<Discount & { id: string }>();
  if (!discount || discount.type === 'free') return null;
  return discount.type === 'percentage' ? (
    <NumberField source="value" options={{ style: 'percent', maximumFractionDigits: 2 }} transform={(value: number) => value / 100} />
  ) : (
    <NumberField source="value" options={{ style: 'currency', currency: 'USD' }} />
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={discountTypeChoices} />,
  <SelectInput key="service" source="service" choices={serviceChoices} />,
  <SelectInput key="customerType" source="customerType" choices={customerTypeChoices} />,
];

export const DiscountList = () => (
  <List
    empty={<ListEmpty />}
    pagination={<ListPagination />}
    title="app.settings.menu.discounts"
    filters={filters}
    perPage={10}
    sort={{ field: 'code', order: 'ASC' }}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="code" />
      <DataTable.Col source="type">
        <SelectField source="type" choices={discountTypeChoices} />
      </DataTable.Col>
      <DataTable.Col source="value">
        <DiscountValue />
      </DataTable.Col>
      <DataTable.Col source="numberOfServices" />
      <DataTable.Col source="service">
        <SelectField source="service" choices={serviceChoices} />
      </DataTable.Col>
      <DataTable.Col source="customerType">
        <SelectField source="customerType" choices={customerTypeChoices} />
      </DataTable.Col>
      <DataTable.Col source="startDate">
        <CalendarDateField source="startDate" />
      </DataTable.Col>
      <DataTable.Col source="endDate">
        <CalendarDateField source="endDate" />
      </DataTable.Col>
    </DataTable>
  </List>
);
