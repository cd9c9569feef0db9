// The vendor's price per lot size category; the first price set makes a pending vendor active (and shows its menu).
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, NumberInput, SaveButton, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Stack } from '@mui/material';
import type { Resolver } from 'react-hook-form';
import { LOT_SIZE_CATEGORIES, type Vendor, type VendorPrices, vendorPrices } from '../../../common/schemas/vendor';
import { refreshStoredUser } from '../../auth/refreshStoredUser';
import { session } from '../../auth/session';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormSave } from '../../ui/forms/useFormSave';

const priceResolver = zodResolver(vendorPrices) as unknown as Resolver;

export function VendorPriceForm() {
  const vendor = useRecordContext<Vendor & { id: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const vendorId = vendor?.id ?? '';
  const { submit } = useFormSave(
    (prices: VendorPrices) => dataProvider.setVendorPrices(vendorId, prices),
    async () => {
      // The route guard and the menu read the stored user: its vendor turns active with the first price.
      if (session.user()?.vendor?._id === vendorId) await refreshStoredUser(dataProvider);
      notify('app.vendors.price_saved', { type: 'success' });
      refresh();
    },
  );
  if (!vendor) return null;

  return (
    <Form resolver={priceResolver} defaultValues={vendor.prices ?? {}} noValidate onSubmit={submit}>
      <Stack gap={1} sx={{ maxWidth: 360 }}>
        {LOT_SIZE_CATEGORIES.map((category) => (
          <NumberInput
            key={category}
            source={category}
            label={`app.vendors.lot_size.${category}`}
            min={0}
            step={0.5}
            helperText="app.vendors.price_helper"
          />
        ))}
        <SaveButton label="app.vendors.save_price" alwaysEnable />
      </Stack>
    </Form>
  );
}
