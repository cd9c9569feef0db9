// A crew's start point (a yard or a home): Generate Route sets out from it; without coordinates, from the first stop.
// Beside it, "keep my order": Generate Route then only places the day's new stops (docs/routing.md).
import { Box, Typography } from '@mui/material';
import { BooleanInput, Form, NumberInput, type RaRecord, SaveButton, TextInput, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Crew } from '../../../common/schemas/vendor';
import { useFormSave } from '../../ui/forms/useFormSave';

type StartPoint = Pick<Crew, 'startAddress' | 'startLatitude' | 'startLongitude' | 'keepOrder'>;

const row = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } } as const;

export function CrewStartPointForm({ crew }: { crew: RaRecord & Crew }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const { submit } = useFormSave(
    (values: StartPoint) =>
      update(
        'vendors/crews',
        { id: crew.id, data: { vendorId: crew.vendorId, name: crew.name, ...values }, previousData: crew },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    () => notify('app.vendors.start_point_saved', { type: 'success' }),
  );
  const record = {
    startAddress: crew.startAddress,
    startLatitude: crew.startLatitude,
    startLongitude: crew.startLongitude,
    keepOrder: crew.keepOrder ?? false,
  };
  return (
    <Form record={record} onSubmit={submit} noValidate>
      <Box sx={{ pb: 1, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {translate('app.vendors.start_point')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.vendors.start_point_helper')}
        </Typography>
        <Box sx={row}>
          <TextInput
            source="startAddress"
            label="app.vendors.start_address"
            size="small"
            helperText={false}
            parse={(value: string) => value || null}
          />
          <NumberInput
            source="startLatitude"
            label="app.vendors.start_latitude"
            size="small"
            helperText={false}
            min={-90}
            max={90}
            step={0.000001}
          />
          <NumberInput
            source="startLongitude"
            label="app.vendors.start_longitude"
            size="small"
            helperText={false}
            min={-180}
            max={180}
            step={0.000001}
          />
        </Box>
        <BooleanInput source="keepOrder" label="app.vendors.keep_order" helperText="app.vendors.keep_order_helper" />
        <SaveButton variant="outlined" size="small" label="app.vendors.save_start_point" alwaysEnable />
      </Box>
    </Form>
  );
}
