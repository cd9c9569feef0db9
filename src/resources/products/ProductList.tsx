// Products: name, EPA registration number, label rates, restricted use and stock on hand.
import { type Theme, useMediaQuery } from '@mui/material';
import { BooleanField, DataTable, List, SearchInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import type { ProductRecord } from '../../../common/schemas/treatment';
import { ListEmpty } from '../../ui/ListEmpty';
import { ListPagination } from '../../ui/ListPagination';
import { PhoneListLine } from '../../ui/PhoneListLine';
import { useProductAmount } from './useProductAmount';

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

function StockOnHand() {
  const amount = useProductAmount();
  const product = useRecordContext<ProductRecord>();
  return product ? <>{amount(product.stockOnHand, product.unit)}</> : null;
}

/** A phone has no room for the table: name, EPA number and rates, and the stock on hand (kept apart from a long name). */
function ProductPhoneList() {
  const translate = useTranslate();
  const amount = useProductAmount();
  return (
    <SimpleList<ProductRecord>
      linkType="edit"
      primaryText={(product) => <PhoneListLine name={product.name} figure={amount(product.stockOnHand, product.unit)} />}
      secondaryText={(product) =>
        `${product.epaRegNo} · ${translate('app.treatments.product.rate_range', {
          min: product.rateMinPer1000,
          max: product.rateMaxPer1000,
          unit: translate(`app.treatments.units.${product.unit}`),
        })}`
      }
    />
  );
}

export const ProductList = () => {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      empty={<ListEmpty />}
      pagination={<ListPagination />}
      title="app.treatments.menu.products"
      filters={filters}
      perPage={25}
      sort={{ field: 'name', order: 'ASC' }}
    >
      {isPhone ? (
        <ProductPhoneList />
      ) : (
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
      )}
    </List>
  );
};
