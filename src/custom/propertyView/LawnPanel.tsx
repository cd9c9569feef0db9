// The Programs tab's lawn: the treated area enrolments start from, with how it was found (measured on the map or typed
// in), and a dialog to measure it by drawing its outline or to type it (GET and PUT /properties/:id/lawn).
import { useState } from 'react';
import GrassIcon from '@mui/icons-material/Grass';
import { Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NumberInput, useInput, useTranslate } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Corner } from '../../../common/geo/area';
import { lawnInput, type LawnInput, type LawnRecord } from '../../../common/schemas/treatment';
import { useFormat } from '../../ui/format/useFormat';
import { FormDialog } from '../../ui/forms/FormDialog';
import { submitTo } from '../../ui/forms/useFormSave';
import { LawnOutlineInput } from './LawnOutlineInput';
import { propertyViewKeys, usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

const t = (key: string) => `app.treatments.lawn.${key}`;
const resolver = zodResolver(lawnInput);

export interface LawnSite {
  _id: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export function useLawn(propertyId: string) {
  const dataProvider = usePropertyViewProvider();
  return useQuery({ queryKey: propertyViewKeys.lawn(propertyId), queryFn: () => dataProvider.getPropertyLawn(propertyId) });
}

/** Draw (the outline is sent, the area follows from it) or type (the area alone is sent). */
function LawnInputs({ centre }: { centre: Corner | null }) {
  const translate = useTranslate();
  const { field: mode } = useInput<'draw' | 'type'>({ source: 'mode' });
  const drawing = mode.value === 'draw';
  return (
    <Stack spacing={1.5}>
      {centre ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={drawing ? 'draw' : 'type'}
          onChange={(_, next: 'draw' | 'type' | null) => next && mode.onChange(next)}
          aria-label={translate(t('title'))}
        >
          <ToggleButton value="draw">{translate(t('draw'))}</ToggleButton>
          <ToggleButton value="type">{translate(t('type'))}</ToggleButton>
        </ToggleButtonGroup>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(t('no_map'))}
        </Typography>
      )}
      {drawing && centre ? (
        <LawnOutlineInput centre={centre} />
      ) : (
        <NumberInput source="sqFt" label={t('sq_ft')} min={100} step={100} fullWidth />
      )}
    </Stack>
  );
}

export function LawnPanel({ site }: { site: LawnSite }) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = usePropertyViewProvider();
  const { data: lawn } = useLawn(site._id);
  const [open, setOpen] = useState(false);
  const save = usePropertyWrite((input: LawnInput) => dataProvider.savePropertyLawn(site._id, input), translate(t('saved')));
  const centre: Corner | null = site.latitude !== null && site.longitude !== null ? [site.latitude, site.longitude] : null;
  const describe = (row: LawnRecord) =>
    translate(t(row.outline ? 'measured' : 'typed'), { sqFt: row.sqFt.toLocaleString(format.language), date: format.dayOf(row.updatedAt) });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="lawn-title" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
          <GrassIcon color="success" aria-hidden />
          <Box>
            <Typography id="lawn-title" variant="subtitle1" component="h3">
              {translate(t('title'))}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {lawn ? describe(lawn) : translate(t('none'))}
            </Typography>
          </Box>
        </Stack>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setOpen(true)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {translate(t(lawn ? 'change' : 'measure'))}
        </Button>
      </Stack>
      {open && (
        <FormDialog
          open
          title={translate(t('dialog_title'), { address: site.address })}
          onClose={() => setOpen(false)}
          resolver={(values, context, options) =>
            resolver(values.mode === 'draw' ? { outline: values.outline } : { sqFt: values.sqFt }, context, options)
          }
          defaultValues={{
            mode: centre && (!lawn || lawn.outline) ? 'draw' : 'type',
            outline: lawn?.outline ?? null,
            sqFt: lawn?.sqFt ?? null,
          }}
          onSubmit={submitTo(
            (values: LawnInput) => save.mutateAsync(values),
            () => setOpen(false),
          )}
          saving={save.isPending}
        >
          <LawnInputs centre={centre} />
        </FormDialog>
      )}
    </Paper>
  );
}
