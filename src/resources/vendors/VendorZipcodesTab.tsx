// A vendor's service zip codes: picked on the map, each given a week day and a crew, saved as one list; staff see rows outside
// the vendor's market and the other vendors serving the same zip code and day.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useDataProvider, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { type Vendor, type VendorZipcode, type VendorZipcodesReply, WEEK_DAYS, type ZipcodeConflict } from '../../../common/schemas/vendor';
import { serverFieldErrors } from '../../ui/errors/fieldErrors';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { ZipcodeMapSelector } from '../../custom/maps/ZipcodeMapSelector';
import type { LawnDeskDataProvider } from '../../dataProvider';

const DEFAULT_WEEK_DAY = 1;

export function VendorZipcodesTab() {
  const vendor = useRecordContext<Vendor & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [rows, setRows] = useState<VendorZipcode[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outsideMarket, setOutsideMarket] = useState<string[]>([]);
  const [conflicts, setConflicts] = useState<ZipcodeConflict[]>([]);
  const [isSaving, setSaving] = useState(false);
  const { data: crews = [] } = useGetList('vendors/crews', { filter: { vendorId: vendor?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: Boolean(vendor) });

  function show({ data }: VendorZipcodesReply) {
    setRows(data.zipcodes.map(({ zipcode, weekDay, crewId }) => ({ zipcode, weekDay, crewId })));
    setOutsideMarket(data.outsideMarket);
    setConflicts(data.conflicts);
  }

  useEffect(() => {
    if (!vendor) return;
    dataProvider.getVendorZipcodes(vendor.id).then(show).catch(toastError);
  }, [dataProvider, vendor, toastError]);

  if (!vendor) return null;

  const conflictsOf = (row: VendorZipcode) => conflicts.filter((conflict) => conflict.zipcode === row.zipcode && conflict.weekDay === row.weekDay);

  const select = (zipcodes: string[]) =>
    setRows(zipcodes.map((zipcode) => rows.find((row) => row.zipcode === zipcode) ?? { zipcode, weekDay: DEFAULT_WEEK_DAY, crewId: null }));
  const change = (zipcode: string, patch: Partial<VendorZipcode>) => setRows(rows.map((row) => (row.zipcode === zipcode ? { ...row, ...patch } : row)));

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      show(await dataProvider.saveVendorZipcodes(vendor!.id, rows));
      notify('app.vendors.zipcodes_saved', { type: 'success' });
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      toastError(error);
    } finally {
      setSaving(false);
    }
  }

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
                  {row.zipcode}
                  {errors[`zipcodes.${index}.zipcode`] && (
                    <Typography variant="caption" color="error" display="block" role="alert">{translate(errors[`zipcodes.${index}.zipcode`], { _: errors[`zipcodes.${index}.zipcode`] })}</Typography>
                  )}
                  {outsideMarket.includes(row.zipcode) && <Typography variant="caption" color="warning.main" display="block">{translate('app.vendors.outside_market')}</Typography>}
                  {conflictsOf(row).map((conflict) => (
                    <Typography key={conflict.vendorId} variant="caption" color="warning.main" display="block">{translate('app.vendors.also_served_by', { vendor: conflict.vendorName })}</Typography>
                  ))}
                </TableCell>
                <TableCell>
                  <TextField
                    select size="small" fullWidth value={row.weekDay} label={translate('app.vendors.week_day_of', { zipcode: row.zipcode })}
                    error={Boolean(errors[`zipcodes.${index}.weekDay`])} helperText={errors[`zipcodes.${index}.weekDay`]}
                    onChange={(event) => change(row.zipcode, { weekDay: Number(event.target.value) })}
                  >
                    {WEEK_DAYS.map((day) => <MenuItem key={day} value={day}>{translate(`app.vendors.week_days.${day}`)}</MenuItem>)}
                  </TextField>
                </TableCell>
                <TableCell>
                  <TextField
                    select size="small" value={row.crewId ?? ''} label={translate('app.vendors.crew_of', { zipcode: row.zipcode })} fullWidth sx={{ minWidth: { sm: 180 } }}
                    error={Boolean(errors[`zipcodes.${index}.crewId`])} helperText={errors[`zipcodes.${index}.crewId`]}
                    onChange={(event) => change(row.zipcode, { crewId: event.target.value || null })}
                  >
                    <MenuItem value="">{translate('app.vendors.no_crew')}</MenuItem>
                    {crews.map((crew) => <MenuItem key={crew.id} value={crew.id}>{crew.name}</MenuItem>)}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        </Box>
      )}
      {conflicts.length > 0 && <Alert severity="warning">{translate('app.vendors.zipcode_conflicts', { smart_count: conflicts.length })}</Alert>}
      {rows.length === 0 && <Typography variant="body2" color="text.secondary">{translate('app.vendors.no_zipcodes')}</Typography>}
      <div>
        <Button variant="contained" onClick={save} disabled={isSaving}>{translate('app.vendors.save_zipcodes')}</Button>
      </div>
    </Stack>
  );
}
