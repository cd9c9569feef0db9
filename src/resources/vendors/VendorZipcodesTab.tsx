// A vendor's service zip codes: picked on the map, each given a week day and a crew, saved as one list; staff see rows outside
// the vendor's market and the other vendors serving the same zip code and day.
import { type ReactNode, useEffect, useState } from 'react';
import { Alert, Box, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import {
  Form,
  type RaRecord,
  SaveButton,
  useDataProvider,
  useGetList,
  useInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { type Vendor, type VendorZipcode, type VendorZipcodesReply, WEEK_DAYS, type ZipcodeConflict } from '../../../common/schemas/vendor';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useFormSave } from '../../ui/forms/useFormSave';
import { LazyZipcodeMapSelector as ZipcodeMapSelector } from '../../ui/maps/LazyZipcodeMapSelector';
import type { LawnDeskDataProvider } from '../../dataProvider';

const DEFAULT_WEEK_DAY = 1;

interface Saved {
  outsideMarket: string[];
  conflicts: ZipcodeConflict[];
}

/** A select on one row's field; the schema's or the server's message for that row shows under it. */
function RowSelect({ source, label, children }: { source: string; label: string; children: ReactNode }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={field.value ?? ''}
      error={Boolean(message)}
      helperText={message && translate(message, { _: message })}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      sx={{ minWidth: { sm: 180 } }}
    >
      {children}
    </TextField>
  );
}

/** A row's zip code with the server's message for it (taken on that day by another vendor, outside the vendor's area). */
function RowZipcode({ index, zipcode }: { index: number; zipcode: string }) {
  const translate = useTranslate();
  const { fieldState } = useInput({ source: `zipcodes.${index}.zipcode` });
  const message = fieldState.error?.message;
  return (
    <>
      {zipcode}
      {message && (
        <Typography variant="caption" color="error" display="block" role="alert">
          {translate(message, { _: message })}
        </Typography>
      )}
    </>
  );
}

function ZipcodeRows({ crews, saved }: { crews: RaRecord[]; saved: Saved }) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { replace } = useFieldArray({ control, name: 'zipcodes' });
  const rows: VendorZipcode[] = useWatch({ name: 'zipcodes' }) ?? [];
  const select = (zipcodes: string[]) =>
    replace(zipcodes.map((zipcode) => rows.find((row) => row.zipcode === zipcode) ?? { zipcode, weekDay: DEFAULT_WEEK_DAY, crewId: null }));
  const conflictsOf = (row: VendorZipcode) =>
    saved.conflicts.filter((conflict) => conflict.zipcode === row.zipcode && conflict.weekDay === row.weekDay);

  return (
    <Stack gap={2}>
      <ZipcodeMapSelector value={rows.map((row) => row.zipcode)} onChange={select} />
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" padding="none" sx={{ '& td, & th': { py: 0.75, pr: 1 } }} aria-label={translate('app.vendors.tabs.zipcodes')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.vendors.zipcode')}</TableCell>
                <TableCell>{translate('app.vendors.week_day')}</TableCell>
                <TableCell>{translate('app.vendors.crew')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.zipcode}>
                  <TableCell>
                    <RowZipcode index={index} zipcode={row.zipcode} />
                    {saved.outsideMarket.includes(row.zipcode) && (
                      <Typography variant="caption" color="warning.main" display="block">
                        {translate('app.vendors.outside_market')}
                      </Typography>
                    )}
                    {conflictsOf(row).map((conflict) => (
                      <Typography key={conflict.vendorId} variant="caption" color="warning.main" display="block">
                        {translate('app.vendors.also_served_by', { vendor: conflict.vendorName })}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell>
                    <RowSelect source={`zipcodes.${index}.weekDay`} label={translate('app.vendors.week_day_of', { zipcode: row.zipcode })}>
                      {WEEK_DAYS.map((day) => (
                        <MenuItem key={day} value={day}>
                          {translate(`app.vendors.week_days.${day}`)}
                        </MenuItem>
                      ))}
                    </RowSelect>
                  </TableCell>
                  <TableCell>
                    <RowSelect source={`zipcodes.${index}.crewId`} label={translate('app.vendors.crew_of', { zipcode: row.zipcode })}>
                      <MenuItem value="">{translate('app.vendors.no_crew')}</MenuItem>
                      {crews.map((crew) => (
                        <MenuItem key={crew.id} value={crew.id}>
                          {crew.name}
                        </MenuItem>
                      ))}
                    </RowSelect>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {saved.conflicts.length > 0 && (
        <Alert severity="warning">{translate('app.vendors.zipcode_conflicts', { smart_count: saved.conflicts.length })}</Alert>
      )}
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.vendors.no_zipcodes')}
        </Typography>
      )}
      <div>
        <SaveButton label="app.vendors.save_zipcodes" alwaysEnable />
      </div>
    </Stack>
  );
}

export function VendorZipcodesTab() {
  const vendor = useRecordContext<Vendor & { id: string }>();
  const notify = useNotify();
  const toastError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  // The list as last read or saved: the form starts from it, and a save starts the form again from the server's answer.
  const [record, setRecord] = useState<{ zipcodes: VendorZipcode[]; read: number } | null>(null);
  const [saved, setSaved] = useState<Saved>({ outsideMarket: [], conflicts: [] });
  const { data: crews = [] } = useGetList(
    'vendors/crews',
    { filter: { vendorId: vendor?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: Boolean(vendor) },
  );
  const vendorId = vendor?.id ?? '';

  function show({ data }: VendorZipcodesReply) {
    setRecord((previous) => ({
      zipcodes: data.zipcodes.map(({ zipcode, weekDay, crewId }) => ({ zipcode, weekDay, crewId })),
      read: (previous?.read ?? 0) + 1,
    }));
    setSaved({ outsideMarket: data.outsideMarket, conflicts: data.conflicts });
  }

  useEffect(() => {
    if (!vendorId) return;
    dataProvider.getVendorZipcodes(vendorId).then(show).catch(toastError);
  }, [dataProvider, vendorId, toastError]);

  const { submit } = useFormSave(
    ({ zipcodes }: { zipcodes: VendorZipcode[] }) => dataProvider.saveVendorZipcodes(vendorId, zipcodes),
    (reply: VendorZipcodesReply) => {
      show(reply);
      notify('app.vendors.zipcodes_saved', { type: 'success' });
    },
  );

  if (!vendor || !record) return null;
  return (
    <Form key={record.read} record={record} onSubmit={submit} noValidate>
      <ZipcodeRows crews={crews} saved={saved} />
    </Form>
  );
}
