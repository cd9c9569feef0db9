// The vendor's price per lot size category; the first price set makes a pending vendor active (and shows its menu).
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, NumberInput, SaveButton, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Stack } from '@mui/material';
import type { FieldValues, Resolver } from 'react-hook-form';
import { LOT_SIZE_CATEGORIES, type Vendor, type VendorPrices, vendorPrices } from '../../../common/schemas/vendor';
import { refreshStoredUser } from '../../auth/authProvider';
import { session } from '../../auth/session';
import { serverFieldErrors } from '../../ui/errors/fieldErrors';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import type { LawnDeskDataProvider } from '../../dataProvider';

const priceResolver = zodResolver(vendorPrices) as unknown as Resolver;

export function VendorPriceForm() {
  const vendor = useRecordContext<Vendor & { id: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const toastError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  if (!vendor) return null;

  async function save(prices: VendorPrices) {
    try {
      await dataProvider.setVendorPrices(vendor!.id, prices);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) return fieldErrors;
      toastError(error);
      return;
    }
    // The route guard and the menu read the stored user: its vendor turns active with the first price.
    if (session.user()?.vendor?._id === vendor!.id) await refreshStoredUser(dataProvider);
    notify('app.vendors.price_saved', { type: 'success' });
    refresh();
  }

  return (
    <Form resolver={priceResolver} defaultValues={vendor.prices ?? {}} noValidate onSubmit={(values: FieldValues) => save(values as VendorPrices)}>
      <Stack gap={1} sx={{ maxWidth: 360 }}>
        {LOT_SIZE_CATEGORIES.map((category) => (
          <NumberInput key={category} source={category} label={`app.vendors.lot_size.${category}`} min={0} step={0.5} helperText="app.vendors.price_helper" />
        ))}
        <SaveButton label="app.vendors.save_price" alwaysEnable />
      </Stack>
    </Form>
  );
}
