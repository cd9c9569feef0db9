// One newsletter: its progress (live while it sends), what it said, who it went to, and each recipient's outcome.
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Loading,
  RecordContextProvider,
  SearchInput,
  SelectInput,
  TextField,
  Title,
  useGetMany,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { type NewsletterRecord, RECIPIENT_REASONS, RECIPIENT_STATUSES, type RecipientRecord } from '../../../common/schemas/newsletter';
import { NewsletterStatusChip } from './NewsletterList';
import { NewsletterProgressBar } from './NewsletterProgressBar';
import { NEWSLETTERS_RESOURCE, RECIPIENTS_RESOURCE } from './paths';
import { ListPagination } from '../../ui/ListPagination';
import { ListEmpty } from '../../ui/ListEmpty';
import { InstantField } from '../../ui/fields/InstantField';

const STATUS_COLORS = { pending: 'default', sending: 'info', sent: 'success', failed: 'error', skipped: 'warning' } as const;
const recipientStatusChoices = RECIPIENT_STATUSES.filter((status) => status !== 'sending').map((id) => ({
  id,
  name: `app.newsletters.recipient_statuses.${id}`,
}));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={recipientStatusChoices} />,
];

function RecipientStatus() {
  const recipient = useRecordContext<RecipientRecord & { id: string }>();
  const translate = useTranslate();
  if (!recipient) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[recipient.status]}
      label={translate(`app.newsletters.recipient_statuses.${recipient.status}`)}
    />
  );
}

/** A known reason in the reader's language; a mail server's own words as they came. */
function RecipientReason() {
  const recipient = useRecordContext<RecipientRecord & { id: string }>();
  const translate = useTranslate();
  if (!recipient?.reason) return null;
  const known = (RECIPIENT_REASONS as readonly string[]).includes(recipient.reason);
  return <Typography variant="body2">{known ? translate(`app.newsletters.reasons.${recipient.reason}`) : recipient.reason}</Typography>;
}

/** The audience's markets by name; their number while the names load, or when a market has since been deleted. */
function useMarketNames(marketIds: readonly string[]): string {
  const { data: markets } = useGetMany<{ id: string; name: string }>('markets', { ids: [...marketIds] }, { enabled: marketIds.length > 0 });
  if (markets?.length === marketIds.length) return markets.map((market) => market.name).join(', ');
  return String(marketIds.length);
}

function Audience({ newsletter }: { newsletter: NewsletterRecord }) {
  const translate = useTranslate();
  const { statuses, serviceTypes, sources, marketIds } = newsletter.audience;
  const marketNames = useMarketNames(marketIds);
  const parts = [
    ...statuses.map((status) => translate(`app.status.${status}`)),
    ...serviceTypes.map((type) => translate(`app.property_view.service.types.${type}`)),
    ...sources.map((source) => translate(`app.source.${source}`)),
  ];
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.newsletters.audience_summary', {
        markets: marketIds.length ? marketNames : translate('app.newsletters.all'),
        rest: parts.join(', ') || translate('app.newsletters.all'),
      })}
    </Typography>
  );
}

export function NewsletterShow() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data: newsletter, isPending } = useGetOne<NewsletterRecord & { id: string }>(NEWSLETTERS_RESOURCE, { id });
  if (isPending) return <Loading />;
  if (!newsletter) return null;
  return (
    <RecordContextProvider value={newsletter}>
      <Title title={newsletter.subject} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              <Typography variant="h6" component="h1" sx={{ wordBreak: 'break-word' }}>
                {newsletter.subject}
              </Typography>
              <NewsletterStatusChip />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('app.newsletters.sent_by', { name: newsletter.createdByName ?? '—', template: newsletter.templateName ?? '—' })}{' '}
              <InstantField source="createdAt" showTime />
            </Typography>
            <Audience newsletter={newsletter} />
            <Box sx={{ maxWidth: 640 }}>
              <NewsletterProgressBar counts={newsletter.counts} />
            </Box>
            <Box
              component="pre"
              sx={{ whiteSpace: 'pre-wrap', m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'inherit', fontSize: 14 }}
            >
              {newsletter.alterBody}
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('app.newsletters.recipients')}
      </Typography>
      <List
        empty={<ListEmpty />}
        pagination={<ListPagination />}
        resource={RECIPIENTS_RESOURCE}
        filter={{ newsletterId: newsletter.id }}
        filters={filters}
        disableSyncWithLocation
        storeKey={false}
        title={false}
        perPage={25}
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email">
            <TextField source="email" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="status">
            <RecipientStatus />
          </DataTable.Col>
          <DataTable.Col source="reason" disableSort>
            <RecipientReason />
          </DataTable.Col>
          <DataTable.Col source="updatedAt">
            <InstantField source="updatedAt" showTime />
          </DataTable.Col>
        </DataTable>
      </List>
    </RecordContextProvider>
  );
}
