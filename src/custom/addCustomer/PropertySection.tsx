// Add Customer, section Property: the address with its market and tax (from the zip), the lot and its access details.
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NullableBooleanInput, NumberInput, SelectInput, TextInput, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { lotSizeCategory, lotSizeModule } from '../../../common/lotSize';
import type { Market } from '../../../common/schemas/market';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { fieldLabel, PRIORITY_CHOICES } from './customerForm';
import { FormSection, HALF, THIRD } from './CustomerSection';

const ZIP_PREFIX = /^(\d{5})/;
/** Every market at once: the zip lookup happens in the browser as the user types. */
const ALL_MARKETS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } } as const;

/** The market serving a zip code; undefined until the zip starts with 5 digits, null when no market has it. */
export function marketOfZip<M extends Pick<Market, 'zipCodes'>>(markets: readonly M[] | undefined, zipcode: unknown): M | null | undefined {
  const zip = ZIP_PREFIX.exec(String(zipcode ?? '').trim())?.[1];
  if (!zip || !markets) return undefined;
  return markets.find((market) => market.zipCodes.includes(zip)) ?? null;
}

function MarketNote() {
  const translate = useTranslate();
  const zipcode = useWatch({ name: 'property.zipcode' });
  const { data } = useGetList<Market & { id: string }>('markets', ALL_MARKETS);
  const market = marketOfZip(data, zipcode);
  if (market === undefined) return null;
  return (
    <span data-testid="zip-market">
      {market
        ? translate('app.add_customer.market', { name: market.name, tax: market.taxPercent })
        : translate('app.add_customer.outside_markets')}
    </span>
  );
}

function LotSizeNote() {
  const translate = useTranslate();
  const category = lotSizeCategory(Number(useWatch({ name: 'property.lotSize' })));
  if (!category) return null;
  const name = translate(`app.add_customer.lot_size.${category}`);
  const module = lotSizeModule(category);
  return (
    <span data-testid="lot-size-category">{module ? translate('app.add_customer.lot_size_module', { category: name, module }) : name}</span>
  );
}

function AssigneeInput() {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: staff = [], isPending } = useQuery({ queryKey: ['staff', 'assignable'], queryFn: () => dataProvider.getStaff() });
  const choices = staff.map((member) => ({ id: member._id, name: `${member.name.first} ${member.name.last}` }));
  return (
    <SelectInput
      source="property.assigneeId"
      label={fieldLabel('assignee')}
      choices={choices}
      isPending={isPending}
      translateChoice={false}
      fullWidth
    />
  );
}

export function PropertySection() {
  return (
    <FormSection title="app.add_customer.sections.property">
      <Grid size={12}>
        <TextInput source="property.address" label={fieldLabel('address')} isRequired fullWidth autoComplete="off" />
      </Grid>
      <Grid size={THIRD}>
        <TextInput source="property.city" label={fieldLabel('city')} isRequired fullWidth autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 4, md: 2 }}>
        <TextInput
          source="property.state"
          label={fieldLabel('state')}
          parse={(value: string) => value.toUpperCase()}
          isRequired
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 8, md: 6 }}>
        <TextInput
          source="property.zipcode"
          label={fieldLabel('zipcode')}
          isRequired
          fullWidth
          autoComplete="off"
          helperText={<MarketNote />}
        />
      </Grid>
      <Grid size={THIRD}>
        <NumberInput
          source="property.lotSize"
          label={fieldLabel('lot_size')}
          isRequired
          fullWidth
          min={1}
          step={1}
          helperText={<LotSizeNote />}
        />
      </Grid>
      <Grid size={THIRD}>
        <NullableBooleanInput source="property.cornerLot" label={fieldLabel('corner_lot')} isRequired fullWidth />
      </Grid>
      <Grid size={THIRD}>
        <NumberInput source="property.houseValue" label={fieldLabel('house_value')} fullWidth min={0} />
      </Grid>
      <Grid size={12}>
        <TextInput source="property.petsAndSecurity" label={fieldLabel('pets_and_security')} isRequired fullWidth multiline minRows={2} />
      </Grid>
      <Grid size={THIRD}>
        <TextInput source="property.backyardLockCode" label={fieldLabel('backyard_lock_code')} isRequired fullWidth autoComplete="off" />
      </Grid>
      <Grid size={THIRD}>
        <TextInput source="property.subdivisionCode" label={fieldLabel('subdivision_code')} isRequired fullWidth autoComplete="off" />
      </Grid>
      <Grid size={THIRD}>
        <TextInput source="property.duplexUnit" label={fieldLabel('duplex_unit')} isRequired fullWidth autoComplete="off" />
      </Grid>
      <Grid size={THIRD}>
        <TextInput source="property.gateName" label={fieldLabel('gate_name')} fullWidth autoComplete="off" />
      </Grid>
      <Grid size={THIRD}>
        <TextInput source="property.gateCode" label={fieldLabel('gate_code')} fullWidth autoComplete="off" />
      </Grid>
      <Grid size={THIRD}>
        <TextInput source="property.routeCode" label={fieldLabel('route_code')} fullWidth autoComplete="off" />
      </Grid>
      <Grid size={HALF}>
        <NumberInput source="property.latitude" label={fieldLabel('latitude')} fullWidth step={0.000001} />
      </Grid>
      <Grid size={HALF}>
        <NumberInput source="property.longitude" label={fieldLabel('longitude')} fullWidth step={0.000001} />
      </Grid>
      <Grid size={HALF}>
        <SelectInput source="property.priority" label={fieldLabel('priority')} choices={PRIORITY_CHOICES} fullWidth />
      </Grid>
      <Grid size={HALF}>
        <AssigneeInput />
      </Grid>
    </FormSection>
  );
}
