// The walk-through's steps: the business's name and contact, its time zone, then its markets and vendors added with
// the Markets and Vendors screens' own inputs (its own crews: CrewsStep.tsx).
import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  CreateBase,
  Form,
  type FormProps,
  type RaRecord,
  SaveButton,
  TextInput,
  useGetList,
  useGetRecordRepresentation,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Resolver } from 'react-hook-form';
import {
  businessSettings,
  DEFAULT_SETTINGS,
  serviceCalendarSettings,
  type SettingsUpdate,
  type SettingsValues,
  type SetupStep,
} from '../../../common/schemas/settings';
import type { MaskedSettings } from '../../../common/schemas/settingsRecord';
import { MarketInputs, marketResolver } from '../../ui/forms/MarketInputs';
import { VendorInputs, vendorResolver } from '../../ui/forms/VendorInputs';
import { recordNotice } from '../../ui/forms/RecordForms';
import { useFormSave } from '../../ui/forms/useFormSave';
import { label, row } from '../../ui/settings/SettingsSection';

export interface StepProps {
  settings: MaskedSettings;
  /** Saves `changes` (if any) with the next step reached; 'done' leaves for the dashboard. */
  goTo: (next: SetupStep, changes?: SettingsUpdate) => Promise<void>;
  /** Back, skip this step, skip the setup: the same row under every step. */
  navigation: { back?: () => void; skip: () => void; skipAll: () => void };
}

const TIME_ZONES = Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') }));

export function StepText({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {translate(text)}
    </Typography>
  );
}

/** The row under every step: its main action first, then back, skip this step and skip the setup. */
export function StepActions({ navigation, children }: Pick<StepProps, 'navigation'> & { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3 }} flexWrap="wrap" useFlexGap>
      {children}
      {navigation.back && <Button onClick={navigation.back}>{translate('app.business_setup.back')}</Button>}
      <Button onClick={navigation.skip}>{translate('app.business_setup.skip_step')}</Button>
      <Button color="inherit" onClick={navigation.skipAll} sx={{ ml: { sm: 'auto' } }}>
        {translate('app.business_setup.skip_all')}
      </Button>
    </Stack>
  );
}

const businessResolver = zodResolver(businessSettings) as unknown as Resolver;

export function BusinessStep({ settings, goTo, navigation }: StepProps) {
  const { submit } = useFormSave((business: SettingsValues['business']) => goTo('timeZone', { business }));
  // A new business is asked its own name, not the software's, and offered the address this page is open at as the site's.
  const { name, siteAddress } = settings.business;
  const record = {
    ...settings.business,
    name: name === DEFAULT_SETTINGS.business.name ? '' : name,
    siteAddress: siteAddress || window.location.origin,
  };
  return (
    <Form noValidate resolver={businessResolver} record={record} onSubmit={submit}>
      <StepText text="app.business_setup.business_help" />
      <Box sx={row}>
        <TextInput source="name" label={label('businessName')} helperText={false} sx={{ gridColumn: '1 / -1' }} />
        <TextInput source="phone" label={label('businessPhone')} type="tel" helperText={false} />
        <TextInput source="email" label={label('businessEmail')} type="email" helperText={false} />
        <TextInput
          source="siteAddress"
          label={label('siteAddress')}
          type="url"
          helperText="app.settings.helper.site_address"
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      <StepActions navigation={navigation}>
        <SaveButton label="app.business_setup.next" alwaysEnable icon={<></>} />
      </StepActions>
    </Form>
  );
}

const timeZoneResolver = zodResolver(serviceCalendarSettings) as unknown as Resolver;

export function TimeZoneStep({ settings, goTo, navigation }: StepProps) {
  const { submit } = useFormSave((serviceCalendar: SettingsValues['serviceCalendar']) => goTo('markets', { serviceCalendar }));
  return (
    <Form noValidate resolver={timeZoneResolver} record={settings.serviceCalendar} onSubmit={submit}>
      <StepText text="app.business_setup.time_zone_help" />
      <AutocompleteInput
        source="timeZone"
        label="app.business_setup.time_zone"
        choices={TIME_ZONES}
        disableClearable
        helperText={false}
        sx={{ maxWidth: 420 }}
        fullWidth
      />
      <StepActions navigation={navigation}>
        <SaveButton label="app.business_setup.next" alwaysEnable icon={<></>} />
      </StepActions>
    </Form>
  );
}

/** What the business has of a resource so far, and a form adding one more (cleared after each add). */
function AddRecords({
  resource,
  resolver,
  defaultValues,
  addLabel,
  sortBy,
  children,
}: {
  resource: 'markets' | 'vendors';
  sortBy: string;
  resolver: FormProps['resolver'];
  defaultValues: object;
  addLabel: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const represent = useGetRecordRepresentation(resource);
  const [added, setAdded] = useState(0);
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList(resource, { pagination: { page: 1, perPage: 100 }, sort: { field: sortBy, order: 'ASC' } });
  const onSuccess = (record: RaRecord) => {
    notify(recordNotice(resource, 'created', String(represent(record) ?? '')), { type: 'info' });
    setAdded((count) => count + 1);
    void refetch();
  };
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap aria-live="polite">
        {!isPending && data.length === 0 && <Typography color="text.secondary">{translate('app.business_setup.none_yet')}</Typography>}
        {data.map((record) => (
          <Chip key={record.id} label={String(represent(record))} />
        ))}
      </Stack>
      <CreateBase resource={resource} redirect={false} mutationOptions={{ onSuccess }}>
        <Form key={added} noValidate resolver={resolver} defaultValues={defaultValues}>
          {children}
          <SaveButton label={addLabel} variant="outlined" alwaysEnable />
        </Form>
      </CreateBase>
    </>
  );
}

const RECORD_STEPS = {
  markets: {
    help: 'app.business_setup.markets_help',
    resolver: marketResolver,
    defaultValues: { name: '', zipCodes: [], taxPercent: 8.25 },
    addLabel: 'app.business_setup.add_market',
    sortBy: 'name',
    inputs: <MarketInputs />,
    next: 'crews',
    nextLabel: 'app.business_setup.continue',
  },
  vendors: {
    help: 'app.business_setup.vendors_help',
    resolver: vendorResolver,
    defaultValues: { companyName: '', commission: 20, isPrimary: false },
    addLabel: 'app.business_setup.add_vendor',
    sortBy: 'companyName',
    inputs: <VendorInputs isEdit={false} />,
    next: 'done',
    nextLabel: 'app.business_setup.finish',
  },
} as const;

/** The markets and the vendors steps: what the business has so far, a form adding one more, and on to the next step. */
export function RecordsStep({ resource, goTo, navigation }: StepProps & { resource: keyof typeof RECORD_STEPS }) {
  const translate = useTranslate();
  const { help, inputs, next, nextLabel, ...form } = RECORD_STEPS[resource];
  return (
    <>
      <StepText text={help} />
      <AddRecords resource={resource} {...form}>
        {inputs}
      </AddRecords>
      <StepActions navigation={navigation}>
        <Button variant="contained" onClick={() => void goTo(next)}>
          {translate(nextLabel)}
        </Button>
      </StepActions>
    </>
  );
}
