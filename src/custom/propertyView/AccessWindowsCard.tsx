// A property's access windows: when a crew may start work there, in one line on the property view, and a dialog to
// set them (days and a time range each). Generate Route orders each crew's day to meet them and reports what cannot.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  CheckboxGroupInput,
  ResourceContextProvider,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { type AccessWindow, accessWindowsInput, type AccessWindowsInput, dayRuns } from '../../../common/schemas/accessWindows';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { FormDialog } from '../../ui/forms/FormDialog';
import { submitTo } from '../../ui/forms/useFormSave';
import { useFormat } from '../../ui/format/useFormat';
import { usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

const resolver = zodResolver(accessWindowsInput);
const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7];
const shortDay = (day: number) => `app.dashboard.week_days.${day}`;

/** "Mon–Fri 8:00 AM–12:00 PM · Sat 7:00 AM–9:00 AM", or "Any time in the crew's hours". */
export function useAccessWindowsSummary() {
  const translate = useTranslate();
  const format = useFormat();
  return (windows: readonly AccessWindow[]) =>
    windows.length
      ? windows
          .map((window) =>
            translate('app.property_view.access_windows.line', {
              days: dayRuns(window.days)
                .map(([from, to]) => (from === to ? translate(shortDay(from)) : `${translate(shortDay(from))}–${translate(shortDay(to))}`))
                .join(', '),
              hours: format.clockSpan(window.start, window.end),
            }),
          )
          .join(' · ')
      : translate('app.property_view.access_windows.any_time');
}

/** react-admin renders a custom add button as it is: it must add the row itself. */
function AddWindowButton() {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" onClick={() => add()}>
      {translate('app.property_view.access_windows.add')}
    </Button>
  );
}

function AccessWindowsDialog({ property, onClose }: { property: PropertyRecord; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const save = usePropertyWrite(
    (input: AccessWindowsInput) => dataProvider.updateProperty(property._id, { accessWindows: input.accessWindows }),
    translate('app.property_view.access_windows.saved'),
  );
  const dayChoices = WEEK_DAYS.map((day) => ({ id: day, name: shortDay(day) }));
  return (
    <FormDialog
      open
      title="app.property_view.access_windows.title"
      onClose={onClose}
      resolver={resolver}
      defaultValues={{ accessWindows: property.accessWindows }}
      onSubmit={submitTo(save.mutateAsync, onClose)}
      saving={save.isPending}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.property_view.access_windows.helper')}
      </Typography>
      {/* The iterator's rows need a resource: this page is a custom one, outside any resource's routes. */}
      <ResourceContextProvider value="properties">
        <ArrayInput source="accessWindows" label={false}>
          <SimpleFormIterator
            disableReordering
            disableClear
            addButton={<AddWindowButton />}
            sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 1 } }}
          >
            <CheckboxGroupInput source="days" label="app.property_view.access_windows.days" choices={dayChoices} row />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, width: '100%' }}>
              <TextInput source="start" label="app.property_view.access_windows.start" type="time" size="small" />
              <TextInput source="end" label="app.property_view.access_windows.end" type="time" size="small" />
            </Box>
          </SimpleFormIterator>
        </ArrayInput>
      </ResourceContextProvider>
    </FormDialog>
  );
}

/** The property's access windows in one line, and Edit windows. */
export function AccessWindowsCard({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const summary = useAccessWindowsSummary();
  const [isEditing, setEditing] = useState(false);
  return (
    <Card>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1}>
          <Typography variant="subtitle1" component="h2">
            {translate('app.property_view.access_windows.heading')}
          </Typography>
          {!property.customer.locked && (
            <Button size="small" variant="outlined" startIcon={<ScheduleIcon />} onClick={() => setEditing(true)}>
              {translate('app.property_view.access_windows.edit')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {summary(property.accessWindows)}
        </Typography>
        {isEditing && <AccessWindowsDialog property={property} onClose={() => setEditing(false)} />}
      </CardContent>
    </Card>
  );
}
