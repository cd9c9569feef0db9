// The Services tab: each Lawn Service or Bush and Bed service with its schedule, price and time cap; add, edit and cancel.
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Chip, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { calendarDay } from '../../../common/format';
import { Confirm, useTranslate } from 'react-admin';
import { serviceInput, type ServiceInput } from '../../../common/schemas/service';
import { hasPermission } from '../../../common/permissions';
import { useStoredUser } from '../../auth/useStoredUser';
import { submitTo } from '../../ui/forms/useFormSave';
import type { ServiceRecord } from '../../../common/schemas/customerRecord';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { propertyViewPath } from './paths';
import { ServiceDialog } from './ServiceDialog';
import { propertyViewKeys, usePropertyViewProvider, usePropertyWrite, useTimeCapOptions } from './usePropertyView';

const SERVICE_FIELDS = Object.keys(serviceInput.shape) as (keyof ServiceInput)[];
const STATUS_COLORS = { pending: 'info', started: 'success', completed: 'default', cancel: 'error', 'move-date': 'warning' } as const;

const inputOf = (service: ServiceRecord): ServiceInput =>
  Object.fromEntries(SERVICE_FIELDS.map((field) => [field, service[field]])) as ServiceInput;

function TimeCapSelect({
  service,
  onChange,
  disabled,
}: {
  service: ServiceRecord;
  onChange: (hours: number | null) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const { data: configured = [] } = useTimeCapOptions();
  // A cap saved before the settings changed stays shown until someone picks a configured step.
  const current = service.timeCapHours;
  const options = current === null || configured.includes(current) ? configured : [...configured, current].sort((a, b) => a - b);
  return (
    <TextField
      select
      size="small"
      label={translate('app.property_view.service.time_cap')}
      value={service.timeCapHours ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
      fullWidth={false}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ width: 130, my: 0 }}
    >
      <MenuItem value="">{translate('app.property_view.service.time_cap_off')}</MenuItem>
      {options.map((hours) => (
        <MenuItem key={hours} value={hours}>
          {translate('app.property_view.service.hours', { hours })}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ServiceRowProps {
  service: ServiceRecord;
  canEdit: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onTimeCap: (hours: number | null) => void;
}

function ServiceRow({ service, canEdit, onEdit, onCancel, onTimeCap }: ServiceRowProps) {
  const translate = useTranslate();
  const user = useStoredUser();
  const canOpenPrograms = Boolean(user && hasPermission(user, 'treatments_manage'));
  const treatment = service.type === 'treatment';
  // A treatment's rounds, days and prices are its enrolment's: the service row holds none of them.
  const schedule = [
    !treatment && translate(`app.property_view.service.frequencies.${service.frequency}`),
    !treatment && translate(`app.property_view.service.front_back.${service.frontBack}`),
    !treatment && service.mowDay && translate(`app.property_view.weekdays.${service.mowDay}`),
    translate('app.property_view.service.starts', { date: calendarDay(service.startDate) }),
  ].filter(Boolean);
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none' }}
      aria-label={translate(`app.property_view.service.types.${service.type}`)}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="subtitle1" component="h3">
              {translate(`app.property_view.service.types.${service.type}`)}
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLORS[service.status]}
              label={translate(`app.property_view.service.statuses.${service.status}`)}
            />
            {!treatment && (
              <Typography variant="subtitle1" component="span" color="primary">
                {translate('app.property_view.money', { amount: service.price.toFixed(2) })}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {schedule.join(' · ')}
          </Typography>
        </Box>
        {treatment ? (
          // Its rounds, price and end come from the program enrolment: it is changed there, not here.
          <Typography variant="body2" color="text.secondary">
            {translate('app.property_view.service.from_program')}{' '}
            {canOpenPrograms && (
              <Link component={RouterLink} to={propertyViewPath(service.propertyId, 'programs')}>
                {translate('app.property_view.service.open_programs')}
              </Link>
            )}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <TimeCapSelect service={service} onChange={onTimeCap} disabled={!canEdit || service.status === 'cancel'} />
            <Button size="small" startIcon={<EditIcon />} onClick={onEdit} disabled={!canEdit}>
              {translate('ra.action.edit')}
            </Button>
            {service.status !== 'cancel' && (
              <Button size="small" color="error" startIcon={<BlockIcon />} onClick={onCancel} disabled={!canEdit}>
                {translate('app.property_view.service.cancel')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

export function ServicesTab({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const customerId = property.customer._id;
  const canEdit = !property.customer.locked;
  const [editing, setEditing] = useState<ServiceInput | null | undefined>(undefined);
  const [cancelling, setCancelling] = useState<ServiceRecord | null>(null);
  const { data: services = [], isPending } = useQuery({
    queryKey: propertyViewKeys.services(customerId, property._id),
    queryFn: () => dataProvider.getPropertyServices(customerId, property._id),
  });
  const saveList = usePropertyWrite(
    (list: ServiceInput[]) => dataProvider.saveServices(customerId, property._id, list),
    translate('app.property_view.service.saved'),
  );
  const timeCap = usePropertyWrite(
    ({ serviceId, hours }: { serviceId: string; hours: number | null }) =>
      dataProvider.setServiceTimeCap(customerId, property._id, serviceId, hours),
    translate('app.property_view.service.time_cap_saved'),
  );

  /**
   * The API saves the whole list: existing services keep their _id, a new one has none. A lawn treatment service is
   * its program enrolment's, never saved from here.
   */
  const withChange = (changed: ServiceInput) => {
    const list = services.filter((service) => service.type !== 'treatment').map(inputOf);
    return changed._id ? list.map((service) => (service._id === changed._id ? changed : service)) : [...list, changed];
  };
  const save = submitTo(
    (changed: ServiceInput) => saveList.mutateAsync(withChange(changed)),
    () => setEditing(undefined),
  );
  const cancelService = () => {
    if (cancelling) saveList.mutate(withChange({ ...inputOf(cancelling), status: 'cancel' }), { onSettled: () => setCancelling(null) });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="flex-end">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} disabled={!canEdit}>
          {translate('app.property_view.service.add')}
        </Button>
      </Stack>
      {!isPending && !services.length && <Alert severity="info">{translate('app.property_view.service.empty')}</Alert>}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {services.map((service) => (
          <ServiceRow
            key={service._id}
            service={service}
            canEdit={canEdit}
            onEdit={() => setEditing(inputOf(service))}
            onCancel={() => setCancelling(service)}
            onTimeCap={(hours) => timeCap.mutate({ serviceId: service._id, hours })}
          />
        ))}
      </Stack>
      <ServiceDialog service={editing} onClose={() => setEditing(undefined)} onSave={save} saving={saveList.isPending} />
      <Confirm
        isOpen={Boolean(cancelling)}
        loading={saveList.isPending}
        title="app.property_view.service.cancel_title"
        content="app.property_view.service.cancel_content"
        contentTranslateOptions={{ service: cancelling ? translate(`app.property_view.service.types.${cancelling.type}`) : '' }}
        confirm="app.property_view.service.cancel"
        confirmColor="warning"
        onConfirm={cancelService}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
