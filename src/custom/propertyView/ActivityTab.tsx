// The Call logs, Reminders and Notes tabs: the property's records newest first, 10 a page, with Add and Delete.
import { type ComponentType, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { Confirm, Pagination, ReferenceManyField, type RaRecord, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { type ACTIVITY_RESOURCES, usePropertyWrite, useStaff } from './usePropertyView';
import { callLogCodeLabel } from '../../ui/history/callLogCodes';
import { useFormat } from '../../ui/format/useFormat';

export type ActivityResource = (typeof ACTIVITY_RESOURCES)[number];
export type ActivityRecord = RaRecord & { propertyId: string; createdBy: string | null; createdAt: string } & Record<string, unknown>;

function Byline({ record }: { record: ActivityRecord }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Typography variant="caption" color="text.secondary">
      {translate('app.property_view.byline', {
        name: record.createdBy ?? translate('app.property_view.system'),
        date: format.dateTime(record.createdAt),
      })}
    </Typography>
  );
}

function CallLogBody({ record }: { record: ActivityRecord }) {
  const translate = useTranslate();
  const flags = (['completed', 'routable', 'billOnly'] as const).filter((flag) => record[flag]);
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Chip size="small" color="primary" label={callLogCodeLabel(String(record.code), translate)} />
        {flags.map((flag) => (
          <Chip key={flag} size="small" variant="outlined" label={translate(`resources.call-logs.fields.${flag}`)} />
        ))}
        {Boolean(record.billable) && (
          <Chip
            size="small"
            color="secondary"
            label={translate('app.property_view.call_log.billable_price', { price: Number(record.price) })}
          />
        )}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
        {String(record.text)}
      </Typography>
    </>
  );
}

const PRIORITY_COLORS = { high: 'error', medium: 'warning', low: 'default' } as const;

function ReminderBody({ record }: { record: ActivityRecord }) {
  const translate = useTranslate();
  const format = useFormat();
  const { data: staff = [] } = useStaff();
  const assignee = staff.find((member) => member._id === record.assigneeId);
  const priority = record.priority as keyof typeof PRIORITY_COLORS;
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle2" component="span">
          {format.day(String(record.date))}
        </Typography>
        <Chip size="small" color={PRIORITY_COLORS[priority]} label={translate(`app.property_view.priority.${priority}`)} />
        {Boolean(record.isDone) && <Chip size="small" variant="outlined" label={translate('app.property_view.reminder.done')} />}
        {assignee && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.property_view.reminder.assigned_to', { name: `${assignee.name.first} ${assignee.name.last}` })}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
        {String(record.note)}
      </Typography>
    </>
  );
}

const NoteBody = ({ record }: { record: ActivityRecord }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
    {String(record.text)}
  </Typography>
);

const BODIES: Record<ActivityResource, ComponentType<{ record: ActivityRecord }>> = {
  'call-logs': CallLogBody,
  reminders: ReminderBody,
  notes: NoteBody,
};

function ActivityItems({ resource, canEdit }: { resource: ActivityResource; canEdit: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { data = [], isPending } = useListContext<ActivityRecord>();
  const [deleting, setDeleting] = useState<ActivityRecord | null>(null);
  const remove = usePropertyWrite(
    (record: ActivityRecord) => dataProvider.delete(resource, { id: record.id, previousData: record }),
    translate(`app.property_view.deleted.${resource}`),
  );
  const Body = BODIES[resource];
  if (!isPending && !data.length) return <Alert severity="info">{translate(`app.property_view.empty.${resource}`)}</Alert>;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
      {data.map((record) => (
        <Paper
          key={record.id}
          component="li"
          variant="outlined"
          sx={{ listStyle: 'none', p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Body record={record} />
            <Byline record={record} />
          </Box>
          <Tooltip title={translate('ra.action.delete')}>
            <span>
              <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={() => setDeleting(record)} disabled={!canEdit}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Paper>
      ))}
      <Confirm
        isOpen={Boolean(deleting)}
        loading={remove.isPending}
        title={`app.property_view.delete_title.${resource}`}
        content="app.property_view.delete_content"
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

export interface AddActivityDialogProps {
  open: boolean;
  propertyId: string;
  onClose: () => void;
}

interface ActivityTabProps {
  resource: ActivityResource;
  propertyId: string;
  canEdit: boolean;
  AddDialog: ComponentType<AddActivityDialogProps>;
}

export function ActivityTab({ resource, propertyId, canEdit, AddDialog }: ActivityTabProps) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="flex-end">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={!canEdit}>
          {translate(`app.property_view.add.${resource}`)}
        </Button>
      </Stack>
      <ReferenceManyField
        reference={resource}
        target="propertyId"
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[]} />}
      >
        <ActivityItems resource={resource} canEdit={canEdit} />
      </ReferenceManyField>
      <AddDialog open={adding} propertyId={propertyId} onClose={() => setAdding(false)} />
    </Stack>
  );
}
