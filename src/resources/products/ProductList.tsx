// Products: name, EPA registration number, label rates, restricted use and stock on hand.
import { BooleanField, DataTable, List, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import type { ProductRecord } from '../../../common/schemas/treatment';
import { ListEmpty } from '../../ui/ListEmpty';
import { ListPagination } from '../../ui/ListPagination';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function RateRange() {
  const translate = useTranslate();
  const product = useRecordContext<ProductRecord>();
  if (!product) return null;
  return (
    <>
      {translate('app.treatments.product.rate_range', {
        min: product.rateMinPer1000,
        max: product.rateMaxPer1000,
        unit: translate(`app.treatments.units.${product.unit}`),
      })}
    </>
  );
}

export function StockOnHand() {
  const translate = useTranslate();
  const product = useRecordContext<ProductRecord>();
  if (!product) return null;
  return (
    <>
      {translate('app.treatments.product.amount', { amount: product.stockOnHand, unit: translate(`app.treatments.units.${product.unit}`) })}
    </>
  );
}

export const ProductList = () => (
  <List
    empty={<ListEmpty />}
    pagination={<ListPagination />}
    title="app.treatments.menu.products"
    filters={filters}
    perPage={25}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="epaRegNo" disableSort />
      <DataTable.Col source="rateMaxPer1000" label="resources.products.fields.rate" disableSort>
        <RateRange />
      </DataTable.Col>
      <DataTable.Col source="restrictedUse" disableSort>
        <BooleanField source="restrictedUse" />
      </DataTable.Col>
      <DataTable.Col source="stockOnHand" disableSort>
        <StockOnHand />
      </DataTable.Col>
    </DataTable>
  </List>
);
