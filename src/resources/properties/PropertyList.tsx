// Customers list (/customers): every property with its customer, searchable and filterable, 10 rows a page.
import { Button, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES, type PropertyRow } from '../../../common/schemas/property';
import { formatPhone } from '../../../common/schemas/profile';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { Link } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import { routeAccess } from '../../auth/routeAccess';
import { session } from '../../auth/session';
import { useScreenWords } from '../../auth/useScreenWords';
import { CUSTOMERS_PATH, CUSTOMERS_WORDS } from './paths';
import { ADD_CUSTOMER_PATH } from '../../custom/addCustomer/paths';
import { propertyViewPath } from '../../custom/propertyView/paths';
import { useFormat } from '../../ui/format/useFormat';
import { ApproximateLocationChip, ApproximateLocationCount } from '../../ui/maps/ApproximateLocation';
import { propertyExporter } from './propertyExporter';
import { PropertyStatusChip } from '../../ui/PropertyStatusChip';

type Row = PropertyRow & { id: string };

function CustomerCell() {
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <Stack>
      <Typography variant="body2" fontWeight={500}>
        {row.customer.name.first} {row.customer.name.last}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.customer.email}
      </Typography>
    </Stack>
  );
}

function AddressCell() {
  const row = useRecordContext<Row>();
  const format = useFormat();
  if (!row) return null;
  return (
    <Stack alignItems="flex-start">
      <Typography variant="body2">{row.address}</Typography>
      <Typography variant="caption" color="text.secondary">
        {format.place(row)}
      </Typography>
      {row.locationApproximate && <ApproximateLocationChip />}
    </Stack>
  );
}

function PhoneCell() {
  const row = useRecordContext<Row>();
  return row?.customer.mobile ? <>{formatPhone(row.customer.mobile)}</> : null;
}

const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }));

const filters = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} sx={{ minWidth: 280 }} />,
  <ReferenceInput key="marketId" source="marketId" reference="markets" sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" label="resources.properties.fields.market" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={choices(CUSTOMER_STATUSES, 'app.status')} />,
  <SelectInput key="source" source="source" choices={choices(CUSTOMER_SOURCES, 'app.source')} />,
  <BooleanInput key="isArchived" source="isArchived" />,
  <BooleanInput key="locationApproximate" source="locationApproximate" />,
];

const customerName = (row: Row) => `${row.customer.name.first} ${row.customer.name.last}`;

const PropertyTable = () => (
  <DataTable rowClick={(id) => propertyViewPath(String(id))} bulkActionButtons={false}>
    <DataTable.Col source="customerName" label="resources.properties.fields.customer">
      <CustomerCell />
    </DataTable.Col>
    <DataTable.Col source="customer.mobile" label="resources.properties.fields.phone" disableSort>
      <PhoneCell />
    </DataTable.Col>
    <DataTable.Col source="address">
      <AddressCell />
    </DataTable.Col>
    <DataTable.Col source="market" label="resources.properties.fields.market" render={(row: Row) => row.market?.name ?? ''} />
    <DataTable.Col source="status">
      <PropertyStatusChip />
    </DataTable.Col>
    <DataTable.Col source="lotSize">
      <NumberField source="lotSize" />
    </DataTable.Col>
  </DataTable>
);

/** The empty list's way to the first customer: Add New Property. */
function AddPropertyButton() {
  const translate = useTranslate();
  return (
    <Button component={Link} to={ADD_CUSTOMER_PATH} variant="contained" startIcon={<AddIcon />}>
      {translate('app.page.add_customer')}
    </Button>
  );
}

export function PropertyList() {
  const translate = useTranslate();
  const title = useScreenWords(CUSTOMERS_WORDS);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <ApproximateLocationCount listPath={CUSTOMERS_PATH} />
      <List
        empty={<ListEmpty action={routeAccess(ADD_CUSTOMER_PATH, session.user()).allow ? <AddPropertyButton /> : undefined} />}
        pagination={<ListPagination />}
        resource="properties"
        exporter={propertyExporter}
        filters={filters(translate('app.customers.search'))}
        perPage={10}
        sort={{ field: 'customerName', order: 'ASC' }}
        title={title}
      >
        {isSmall ? (
          <SimpleList<Row>
            primaryText={customerName}
            secondaryText={(row) => `${row.address}, ${row.zipcode}`}
            tertiaryText={(row) => translate(`app.status.${row.status}`)}
            linkType={false}
            rowClick={(id) => propertyViewPath(String(id))}
          />
        ) : (
          <PropertyTable />
        )}
      </List>
    </>
  );
}
