// Application records for staff: newest first, filtered by period, applicator, property and product (the inspector's
// cuts), marked where corrected; the inspector's CSV of the same cut; a phone gets a simple list.
import { Box, Typography, type Theme, useMediaQuery } from '@mui/material';
import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ApplicationRecord } from '../../../common/schemas/treatment';
import { PropertyInput } from '../../ui/fields/PropertyInput';
import { ListEmpty } from '../../ui/ListEmpty';
import { ListPagination } from '../../ui/ListPagination';
import { PhoneListLine } from '../../ui/PhoneListLine';
import { CorrectionMarks, useApplicationWords } from './applicationWords';
import { DownloadReportButton } from './DownloadReportButton';

const t = (key: string) => `app.treatments.applications.${key}`;

function PropertyFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 260, mb: 0.5 }}>
      <PropertyInput source={source} label={translate('resources.applications.fields.propertyId')} />
    </Box>
  );
}

/** The inspector's cuts; the property one for who may search the customers (staff holding only the treatments key may not). */
function useFilters() {
  const { canAccess: maySearchProperties } = useCanAccess({ action: 'list', resource: 'properties' });
  return [
    <DateInput key="from" source="from" label={t('from')} alwaysOn />,
    <DateInput key="to" source="to" label={t('to')} alwaysOn />,
    <ReferenceInput key="applicatorId" source="applicatorId" reference="applicators" sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput optionText="name" label="resources.applications.fields.applicatorId" />
    </ReferenceInput>,
    ...(maySearchProperties ? [<PropertyFilter key="propertyId" source="propertyId" />] : []),
    <ReferenceInput key="productId" source="productId" reference="products" sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput optionText="name" label="resources.applications.fields.productId" />
    </ReferenceInput>,
  ];
}

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <DownloadReportButton format="csv" />
    <DownloadReportButton format="pdf" />
  </TopToolbar>
);

function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <Typography variant="body2">{first}</Typography>
      <Typography variant="caption" color="text.secondary">
        {second}
      </Typography>
    </>
  );
}

function Cell({ render }: { render: (record: ApplicationRecord) => React.ReactNode }) {
  const record = useRecordContext<ApplicationRecord>();
  return record ? <>{render(record)}</> : null;
}

function ApplicationTable() {
  const words = useApplicationWords();
  const translate = useTranslate();
  return (
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="startedAt">
        <Cell render={(record) => <TwoLines first={words.day(record)} second={words.time(record)} />} />
      </DataTable.Col>
      <DataTable.Col source="customerName" disableSort>
        <Cell render={(record) => <TwoLines first={record.customerName} second={record.address} />} />
      </DataTable.Col>
      <DataTable.Col source="productName" disableSort>
        <Cell
          render={(record) => (
            <TwoLines first={record.productName} second={record.epaRegNo ?? translate('app.treatments.not_a_pesticide')} />
          )}
        />
      </DataTable.Col>
      <DataTable.Col source="amount" disableSort>
        <Cell render={words.amount} />
      </DataTable.Col>
      <DataTable.Col source="areaSqFt" disableSort>
        <Cell render={words.area} />
      </DataTable.Col>
      <DataTable.Col source="applicatorName" disableSort />
      <DataTable.Col source="status" disableSort>
        <Cell render={(record) => <CorrectionMarks record={record} />} />
      </DataTable.Col>
    </DataTable>
  );
}

/** A phone: product and amount, the customer and when, and the marks. */
function ApplicationPhoneList() {
  const words = useApplicationWords();
  const translate = useTranslate();
  return (
    <SimpleList<ApplicationRecord>
      linkType="show"
      primaryText={(record) => <PhoneListLine name={record.productName} figure={words.amount(record)} />}
      secondaryText={(record) =>
        [
          record.customerName,
          words.when(record),
          record.supersededById && translate(t('corrected')),
          record.correctsId && translate(t('correction')),
        ]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
}

export const ApplicationList = () => {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = useFilters();
  return (
    <List
      empty={<ListEmpty />}
      pagination={<ListPagination />}
      title="app.treatments.menu.applications"
      actions={<ListActions />}
      filters={filters}
      exporter={false}
      perPage={25}
      sort={{ field: 'startedAt', order: 'DESC' }}
    >
      {isPhone ? <ApplicationPhoneList /> : <ApplicationTable />}
    </List>
  );
};
