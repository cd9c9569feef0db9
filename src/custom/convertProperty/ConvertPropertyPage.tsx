// Convert Property (the Settings menu's entry): find a property, then move it to another customer
// with the same dialog the property view offers.
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PropertyRow } from '../../../common/schemas/property';
import { PropertyPicker } from '../../ui/fields/PropertyPicker';
import { ConvertPropertyButton, propertyViewKeys, usePropertyViewProvider } from '../propertyView';
import { propertyViewPath } from '../propertyView/paths';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

export function ConvertPropertyPage() {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const [chosen, setChosen] = useState<PropertyRow | null>(null);
  const detail = useQuery({
    queryKey: propertyViewKeys.property(chosen?._id ?? ''),
    queryFn: () => dataProvider.getPropertyDetail(chosen!._id),
    enabled: Boolean(chosen),
  });
  const property = detail.data;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.convert_property" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.page.convert_property')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.convert_property.intro')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <PropertyPicker value={chosen} onChange={setChosen} label={translate('app.convert_property.property')} />
          {detail.isFetching && <LoadingSpinner size={40} />}
          {detail.isError && <Alert severity="error">{translate('app.convert_property.load_failed')}</Alert>}
          {chosen && property && (
            <Stack spacing={1.5} alignItems="flex-start">
              <Typography>
                {translate('app.convert_property.owner', {
                  name: `${property.customer.name.first} ${property.customer.name.last}`,
                  address: property.address,
                })}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                <ConvertPropertyButton property={property} disabled={Boolean(property.customer.locked)} />
                <Button component={Link} to={propertyViewPath(property._id)}>
                  {translate('app.convert_property.open')}
                </Button>
              </Stack>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
