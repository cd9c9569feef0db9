// Who and where at a glance: customer, address, market, status, archive and lock badges, contacts and open counts.
import type { ReactNode } from 'react';
import AlarmIcon from '@mui/icons-material/Alarm';
import ArchiveIcon from '@mui/icons-material/Archive';
import EmailIcon from '@mui/icons-material/Email';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import LockIcon from '@mui/icons-material/Lock';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import ContactEmergencyIcon from '@mui/icons-material/ContactEmergency';
import CampaignIcon from '@mui/icons-material/Campaign';
import { Box, Card, CardContent, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../../common/schemas/profile';
import { PropertyStatusChip } from '../../ui/PropertyStatusChip';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { propertyViewKeys, usePropertyViewProvider } from './usePropertyView';

function Contact({ Icon, label, children }: { Icon: typeof EmailIcon; label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.75} alignItems="center" sx={{ minWidth: 0 }}>
      <Icon fontSize="small" titleAccess={translate(label)} sx={{ color: 'text.secondary' }} />
      <Typography variant="body2" noWrap component="span">
        {children}
      </Typography>
    </Stack>
  );
}

function OpenCounts({ customerId, propertyId }: { customerId: string; propertyId: string }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const { data } = useQuery({
    queryKey: propertyViewKeys.counts(customerId, propertyId),
    queryFn: () => dataProvider.getOpenCounts(customerId, propertyId),
  });
  if (!data) return null;
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Chip
        icon={<AlarmIcon />}
        color="secondary"
        variant="outlined"
        label={translate('app.property_view.counts.reminders', { smart_count: data.reminders })}
      />
      <Chip
        icon={<PhoneInTalkIcon />}
        color="secondary"
        variant="outlined"
        label={translate('app.property_view.counts.call_logs', { smart_count: data.callLogs })}
      />
    </Stack>
  );
}

function PropertySwitcher({ property, onOpen }: { property: PropertyRecord; onOpen: (propertyId: string) => void }) {
  const translate = useTranslate();
  const { properties } = property.customer;
  if (properties.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('app.property_view.switch_property', { smart_count: properties.length })}
      value={property._id}
      onChange={(event) => onOpen(event.target.value)}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      {properties.map((other) => (
        <MenuItem key={other._id} value={other._id}>
          {other.isArchived ? translate('app.property_view.archived_address', { address: other.address }) : other.address}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function PropertyHeader({ property, onOpen }: { property: PropertyRecord; onOpen: (propertyId: string) => void }) {
  const translate = useTranslate();
  const { customer } = property;
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between">
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
                {customer.name.first} {customer.name.last}
              </Typography>
              <PropertyStatusChip />
              {property.isArchived && <Chip size="small" icon={<ArchiveIcon />} label={translate('app.property_view.archived')} />}
              {customer.locked && (
                <Chip
                  size="small"
                  color="warning"
                  icon={<LockIcon />}
                  label={translate('app.property_view.locked', { reason: customer.locked.reason })}
                  sx={{ maxWidth: '100%' }}
                />
              )}
            </Stack>
            <Box>
              <Typography variant="subtitle1" component="p">
                {property.address}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {property.city}, {property.state} {property.zipcode}
                {property.market && ` · ${translate('app.property_view.market', { name: property.market.name })}`}
              </Typography>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2.5 }} flexWrap="wrap" useFlexGap>
              {customer.email && (
                <Contact Icon={EmailIcon} label="app.property_view.customer.email">
                  <Link href={`mailto:${customer.email}`} underline="hover">
                    {customer.email}
                  </Link>
                </Contact>
              )}
              {customer.mobile && (
                <Contact Icon={LocalPhoneIcon} label="app.property_view.customer.mobile">
                  <Link href={`tel:${customer.mobile}`} underline="hover">
                    {formatPhone(customer.mobile)}
                  </Link>
                </Contact>
              )}
              {customer.emergencyPhone && (
                <Contact Icon={ContactEmergencyIcon} label="app.property_view.customer.emergencyPhone">
                  {formatPhone(customer.emergencyPhone)}
                </Contact>
              )}
              <Contact Icon={CampaignIcon} label="app.property_view.customer.source">
                {translate(`app.source.${customer.source}`)}
              </Contact>
            </Stack>
          </Stack>
          <Stack spacing={1.5} alignItems={{ xs: 'stretch', md: 'flex-end' }} sx={{ flexShrink: 0 }}>
            <OpenCounts customerId={customer._id} propertyId={property._id} />
            <PropertySwitcher property={property} onOpen={onOpen} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
