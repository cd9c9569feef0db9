// The newsletters sent, newest first, each with its progress; a row opens its recipients.
import { Chip } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { NEWSLETTER_STATUSES, type NewsletterRecord } from '../../../common/schemas/newsletter';
import { NewsletterProgressBar } from './NewsletterProgressBar';
import { NEWSLETTER_CREATE_PATH, NEWSLETTERS_RESOURCE, newsletterPath } from './paths';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { InstantField } from '../../ui/fields/InstantField';

export const newsletterStatusChoices = NEWSLETTER_STATUSES.map((id) => ({ id, name: `app.newsletters.statuses.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={newsletterStatusChoices} />,
];

export function NewsletterStatusChip() {
  const newsletter = useRecordContext<NewsletterRecord & { id: string }>();
  const translate = useTranslate();
  if (!newsletter) return null;
  return (
    <Chip
      size="small"
      color={newsletter.status === 'completed' ? 'success' : 'info'}
      label={translate(`app.newsletters.statuses.${newsletter.status}`)}
    />
  );
}

function ProgressCell() {
  const newsletter = useRecordContext<NewsletterRecord & { id: string }>();
  return newsletter ? <NewsletterProgressBar counts={newsletter.counts} compact /> : null;
}

const Actions = () => (
  <TopToolbar>
    <CreateButton to={NEWSLETTER_CREATE_PATH} label="app.newsletters.compose" />
  </TopToolbar>
);

export function NewsletterList() {
  return (
    <List
      pagination={<ListPagination />}
      resource={NEWSLETTERS_RESOURCE}
      title="app.page.newsletter"
      empty={<ListEmpty action={<CreateButton to={NEWSLETTER_CREATE_PATH} label="app.newsletters.compose" variant="contained" />} />}
      filters={filters}
      actions={<Actions />}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={(id) => newsletterPath(String(id))}>
        <DataTable.Col source="createdAt">
          <InstantField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="subject" />
        <DataTable.Col source="status">
          <NewsletterStatusChip />
        </DataTable.Col>
        <DataTable.Col source="counts" disableSort label="resources.news-letters.fields.progress">
          <ProgressCell />
        </DataTable.Col>
        <DataTable.Col source="createdByName" disableSort>
          <TextField source="createdByName" emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
