// The audience of a newsletter (markets, customer statuses, services, sources) and the count it holds, read again as it changes.
import { useEffect, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SelectArrayInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { NewsletterAudience } from '../../../common/schemas/newsletter';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES } from '../../../common/schemas/property';
import { SERVICE_TYPES } from '../../../common/schemas/service';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { NEWSLETTERS_RESOURCE } from './paths';

const STATUS_CHOICES = CUSTOMER_STATUSES.map((id) => ({ id, name: `app.status.${id}` }));
const SERVICE_CHOICES = SERVICE_TYPES.map((id) => ({ id, name: `app.property_view.service.types.${id}` }));
const SOURCE_CHOICES = CUSTOMER_SOURCES.map((id) => ({ id, name: `app.source.${id}` }));
const row = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;
const field = (name: string) => `resources.news-letters.fields.audience.${name}`;

/** The marketing templates and markets to choose from, read once for the page. */
export function useNewsletterChoices() {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  return useQuery({ queryKey: [NEWSLETTERS_RESOURCE, 'choices'], queryFn: () => dataProvider.getNewsletterChoices() }).data;
}

export function AudienceInputs() {
  const markets = useNewsletterChoices()?.markets ?? [];
  return (
    <Box sx={row}>
      <SelectArrayInput
        source="audience.marketIds"
        label={field('marketIds')}
        choices={markets}
        optionValue="_id"
        helperText="app.newsletters.any_when_empty"
      />
      <SelectArrayInput
        source="audience.statuses"
        label={field('statuses')}
        choices={STATUS_CHOICES}
        helperText="app.newsletters.any_when_empty"
      />
      <SelectArrayInput
        source="audience.serviceTypes"
        label={field('serviceTypes')}
        choices={SERVICE_CHOICES}
        helperText="app.newsletters.any_when_empty"
      />
      <SelectArrayInput
        source="audience.sources"
        label={field('sources')}
        choices={SOURCE_CHOICES}
        helperText="app.newsletters.any_when_empty"
      />
    </Box>
  );
}

/** The audience's count, asked again half a second after the last change; every caller shares one query. */
export function useAudienceCount() {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const audience = useWatch({ name: 'audience' }) as NewsletterAudience;
  const [settled, setSettled] = useState(audience);
  const key = JSON.stringify(audience);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as NewsletterAudience), 500);
    return () => clearTimeout(timer);
  }, [key]);
  const { data } = useQuery({
    queryKey: [NEWSLETTERS_RESOURCE, 'audience-count', settled],
    queryFn: () => dataProvider.countNewsletterAudience(settled),
    placeholderData: (previous) => previous,
  });
  return data;
}

export function AudienceCountLine() {
  const translate = useTranslate();
  const count = useAudienceCount();
  if (!count) return null;
  return (
    <Alert severity={count.willReceive ? 'info' : 'warning'} role="status" data-testid="audience-count">
      {translate('app.newsletters.audience_count', {
        count: count.willReceive,
        total: count.total,
        noOptIn: count.noOptIn,
        noEmail: count.noEmail,
      })}
    </Alert>
  );
}
