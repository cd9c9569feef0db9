// Contact Requests (admin and csr): what customers sent through "Contact us", newest first, marked handled or reopened.
import { Alert, Button, Chip, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { CONTACT_REQUEST_STATUSES, type ContactRequest } from '../../../common/schemas/contactRequest';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { InstantField } from '../../ui/fields/InstantField';
import { useFormat } from '../../ui/format/useFormat';

const RESOURCE = 'contact-requests';
const statusChoices = CONTACT_REQUEST_STATUSES.map((id) => ({ id, name: `resources.contact-requests.statuses.${id}` }));
type Row = ContactRequest & { id: string };

function From() {
  const request = useRecordContext<Row>();
  if (!request) return null;
  return (
    <Stack>
      <Typography variant="body2">{request.fromName ?? '—'}</Typography>
      {request.fromEmail && (
        <Typography variant="caption" color="text.secondary">
          {request.fromEmail}
        </Typography>
      )}
    </Stack>
  );
}

function Request({ withSender }: { withSender?: boolean }) {
  const request = useRecordContext<Row>();
  const format = useFormat();
  if (!request) return null;
  return (
    <Stack sx={{ maxWidth: 480 }}>
      {withSender && (
        <Typography
          variant="caption"
          color="text.secondary"
        >{`${request.fromName ?? '—'} · ${format.dateTime(request.createdAt)}`}</Typography>
      )}
      <Typography variant="body2" fontWeight={500}>
        {request.subject}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
        {request.message}
      </Typography>
    </Stack>
  );
}

function Status() {
  const translate = useTranslate();
  const request = useRecordContext<Row>();
  if (!request) return null;
  const handled = request.status === 'handled';
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Chip
        size="small"
        color={handled ? 'success' : 'warning'}
        label={translate(`resources.contact-requests.statuses.${request.status}`)}
      />
      {handled && request.handledByName && (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.contact-requests.handled_by', { name: request.handledByName })}
        </Typography>
      )}
    </Stack>
  );
}

function StatusAction() {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const request = useRecordContext<Row>();
  const [update, { isPending }] = useUpdate<Row>();
  if (!request) return null;
  const handled = request.status === 'handled';
  const change = () =>
    update(
      RESOURCE,
      { id: request.id, data: { status: handled ? 'open' : 'handled' }, previousData: request },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(handled ? 'resources.contact-requests.reopened' : 'resources.contact-requests.marked_handled', { type: 'success' }),
        onError: reportError,
      },
    );
  const label = translate(handled ? 'resources.contact-requests.reopen' : 'resources.contact-requests.mark_handled');
  return (
    <Button
      size="small"
      variant={handled ? 'text' : 'contained'}
      disabled={isPending}
      onClick={change}
      aria-label={`${label}: ${request.subject}`}
    >
      {label}
    </Button>
  );
}

/** A notification opens its one request (filter `id`); the rest are a click away. */
function OneRequestBanner() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  if (!filterValues.id) return null;
  const { id: _id, ...rest } = filterValues;
  return (
    <Alert
      severity="info"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => setFilters(rest, displayedFilters)}>
          {translate('resources.contact-requests.show_all')}
        </Button>
      }
    >
      {translate('resources.contact-requests.one_request')}
    </Alert>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

export function ContactRequestList() {
  // On a phone the sender and date move under the request, so the table fits the screen.
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      empty={<ListEmpty />}
      pagination={<ListPagination />}
      resource={RESOURCE}
      title="app.page.contact_requests"
      filters={filters}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <OneRequestBanner />
      <DataTable bulkActionButtons={false} rowClick={false}>
        {!isSmall && (
          <DataTable.Col source="createdAt">
            <InstantField source="createdAt" showTime />
          </DataTable.Col>
        )}
        {!isSmall && (
          <DataTable.Col source="fromName" disableSort>
            <From />
          </DataTable.Col>
        )}
        <DataTable.Col source="subject">
          <Request withSender={isSmall} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <Stack spacing={1} alignItems="flex-start">
            <Status />
            {isSmall && <StatusAction />}
          </Stack>
        </DataTable.Col>
        {!isSmall && (
          <DataTable.Col source="actions" disableSort label="resources.contact-requests.fields.actions">
            <StatusAction />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
