// The sections of System Settings: service calendar, time caps with service delays, routing (with minutes on site), and
// Refer & Earn, and what each state taxes (mail and payments in GuardedSections.tsx).
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { holidayDate, US_HOLIDAYS } from '../../../common/businessCalendar';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { useWatch } from 'react-hook-form';
import { LOT_SIZE_CATEGORIES } from '../../../common/lotSize';
import { MOMENT_KINDS } from '../../../common/schemas/customerMessage';
import { BILLED_ITEMS } from '../../../common/schemas/payment';
import { timeCapOptions } from '../../../common/schemas/settings';
import { type MaskedSettings } from '../../../common/schemas/settingsRecord';
import { label, row, SettingsSection } from '../../ui/settings/SettingsSection';
import { BusinessDocumentInputs } from '../../ui/settings/BusinessDocumentInputs';
import { ServiceDelayInputs } from '../../ui/settings/ServiceDelayInputs';
import { useMayChangeSecrets } from './GuardedSections';

const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: `app.settings.week_days.${id}` }));
const minutesRow = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } } as const;

export function ServiceCalendarSection({ settings }: { settings: MaskedSettings }) {
  return (
    <SettingsSection id="settings-calendar" title="app.settings.sections.service_calendar" keys={['serviceCalendar']} settings={settings}>
      <Box sx={row}>
        <DateInput source="serviceCalendar.transferDate" label={label('transferDate')} helperText="app.settings.helper.transfer_date" />
        <DateInput
          source="serviceCalendar.nextSeasonDate"
          label={label('nextSeasonDate')}
          helperText="app.settings.helper.next_season_date"
        />
      </Box>
      <CheckboxGroupInput
        source="serviceCalendar.weekendOffDays"
        label={label('weekendOffDays')}
        choices={WEEK_DAYS}
        helperText="app.settings.helper.weekend_off_days"
      />
      <Box sx={row}>
        <NumberInput
          source="serviceCalendar.horizonDays"
          label={label('horizonDays')}
          min={1}
          max={60}
          step={1}
          helperText="app.settings.helper.horizon_days"
        />
        <TextInput source="serviceCalendar.timeZone" label={label('timeZone')} helperText="app.settings.helper.time_zone" />
      </Box>
    </SettingsSection>
  );
}

/** Its next date from today (the browser's day is close enough for a label). */
function nextHolidayDate(holiday: (typeof US_HOLIDAYS)[number]) {
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const date = holidayDate(holiday, year);
  return date >= today ? date : holidayDate(holiday, year + 1);
}

/** The business calendar: the US holidays it closes on and its own closed dates (docs/scheduling.md). */
export function BusinessCalendarSection({ settings }: { settings: MaskedSettings }) {
  const translate = useTranslate();
  const holidays = US_HOLIDAYS.map((id) => ({
    id,
    name: translate('app.settings.helper.holiday_next', {
      name: translate(`app.settings.holidays.${id}`),
      date: calendarDate(nextHolidayDate(id)),
    }),
  }));
  return (
    <SettingsSection
      id="settings-business-calendar"
      title="app.settings.sections.business_calendar"
      keys={['businessCalendar']}
      settings={settings}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.helper.business_calendar')}
      </Typography>
      <CheckboxGroupInput
        source="businessCalendar.holidays"
        label={label('holidays')}
        choices={holidays}
        translateChoice={false}
        row={false}
        sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } }}
        helperText={false}
      />
      <ArrayInput source="businessCalendar.closedDates" label={label('closedDates')} helperText={false}>
        <SimpleFormIterator resource="settings" inline disableReordering>
          <DateInput source="" label={false} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SettingsSection>
  );
}

function TimeCapChoices() {
  const translate = useTranslate();
  const [maxHours, difference] = useWatch({ name: ['timeCap.maxHours', 'timeCap.difference'] }) as [number | null, number | null];
  const valid = Boolean(maxHours && difference && difference > 0 && difference <= maxHours);
  const options = valid ? timeCapOptions({ maxHours: maxHours!, difference: difference! }) : [];
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.settings.time_cap_choices', { choices: options.length ? options.join(', ') : '—' })}
    </Typography>
  );
}

export function TimeCapsSection({ settings }: { settings: MaskedSettings }) {
  const translate = useTranslate();
  return (
    <SettingsSection id="settings-time-caps" title="app.settings.sections.time_caps" keys={['timeCap', 'serviceDelay']} settings={settings}>
      <Box sx={row}>
        <NumberInput source="timeCap.maxHours" label={label('maxHours')} min={0.25} max={12} step={0.25} helperText={false} />
        <NumberInput source="timeCap.difference" label={label('difference')} min={0.25} max={12} step={0.25} helperText={false} />
        <NumberInput
          source="timeCap.bnbReminderMinutes"
          label={label('bnbReminderMinutes')}
          min={0}
          max={240}
          step={5}
          helperText={false}
        />
        <NumberInput
          source="timeCap.customerResponseTimeoutMinutes"
          label={label('customerResponseTimeoutMinutes')}
          min={1}
          max={1440}
          step={5}
          helperText={false}
        />
      </Box>
      <TimeCapChoices />
      <Typography variant="subtitle1" component="h3" sx={{ pt: 2 }}>
        {translate('app.settings.service_delay')}
      </Typography>
      <ServiceDelayInputs />
    </SettingsSection>
  );
}

export function RoutingSection({ settings }: { settings: MaskedSettings }) {
  const translate = useTranslate();
  return (
    <SettingsSection id="settings-routing" title="app.settings.sections.routing" keys={['routing']} settings={settings}>
      <Box sx={row}>
        <NumberInput
          source="routing.detourFactor"
          label={label('detourFactor')}
          min={1}
          max={3}
          step={0.05}
          helperText="app.settings.helper.detour_factor"
        />
        <NumberInput
          source="routing.averageSpeedMph"
          label={label('averageSpeedMph')}
          min={5}
          max={80}
          step={1}
          helperText="app.settings.helper.average_speed"
        />
        <NumberInput
          source="routing.overtimeWeight"
          label={label('overtimeWeight')}
          min={1}
          max={5}
          step={0.1}
          helperText="app.settings.helper.overtime_weight"
        />
        <NumberInput
          source="routing.visitDistanceM"
          label={label('visitDistanceM')}
          min={25}
          max={100000}
          step={25}
          helperText="app.settings.helper.visit_distance"
        />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ pt: 2 }}>
        {translate('app.settings.minutes_on_site')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.helper.minutes_on_site')}
      </Typography>
      <Box sx={minutesRow}>
        {LOT_SIZE_CATEGORIES.map((category) => (
          <NumberInput
            key={category}
            source={`routing.lotMinutes.${category}`}
            label={`app.settings.fields.lotMinutes.${category}`}
            min={1}
            max={480}
            step={5}
            helperText={false}
          />
        ))}
        <NumberInput source="routing.bnbMinutes" label={label('bnbMinutes')} min={1} max={480} step={5} helperText={false} />
      </Box>
    </SettingsSection>
  );
}

export function ReferralSection({ settings }: { settings: MaskedSettings }) {
  // Where a friend's link leads: only an administrator changes it (docs/security.md).
  const locked = !useMayChangeSecrets();
  return (
    <SettingsSection id="settings-referral" title="app.settings.sections.referral" keys={['referral']} settings={settings}>
      <TextInput
        source="referral.baseAddress"
        label={label('baseAddress')}
        type="url"
        helperText="app.settings.helper.base_address"
        readOnly={locked}
      />
      <TextInput source="referral.rulesEn" label={label('rulesEn')} multiline minRows={3} helperText="app.settings.helper.rules" />
      <TextInput source="referral.rulesEs" label={label('rulesEs')} multiline minRows={3} helperText="app.settings.helper.rules" />
    </SettingsSection>
  );
}

/** The site's address every link in a message starts with; only an administrator changes it (docs/security.md). */
export function SiteAddressInput() {
  const locked = !useMayChangeSecrets();
  return (
    <TextInput
      source="business.siteAddress"
      label={label('siteAddress')}
      type="url"
      placeholder="https://"
      helperText="app.settings.helper.site_address"
      readOnly={locked}
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}

/** Who the customer's pay page names, and where it says to reach the office, and the site's address links start with. */
export function BusinessSection({ settings }: { settings: MaskedSettings }) {
  const translate = useTranslate();
  return (
    <SettingsSection id="settings-business" title="app.settings.sections.business" keys={['business']} settings={settings}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.helper.business')}
      </Typography>
      <Box sx={row}>
        <TextInput source="business.name" label={label('businessName')} helperText={false} sx={{ gridColumn: '1 / -1' }} />
        <TextInput source="business.phone" label={label('businessPhone')} type="tel" helperText={false} />
        <TextInput source="business.email" label={label('businessEmail')} type="email" helperText={false} />
        <BusinessDocumentInputs />
        <SiteAddressInput />
      </Box>
    </SettingsSection>
  );
}

/** How long an import's uploaded cells are kept (docs/data.md "Imports"). */
export function ImportsSection({ settings }: { settings: MaskedSettings }) {
  return (
    <SettingsSection id="settings-imports" title="app.settings.sections.imports" keys={['imports']} settings={settings}>
      <NumberInput
        source="imports.keepDays"
        label={label('importKeepDays')}
        min={1}
        max={365}
        step={1}
        helperText="app.settings.helper.import_keep_days"
      />
    </SettingsSection>
  );
}

/** When an unopened quote is followed up (docs/quotes.md "Follow-ups"). */
export function QuotesSection({ settings }: { settings: MaskedSettings }) {
  return (
    <SettingsSection id="settings-quotes" title="app.settings.sections.quotes" keys={['quotes']} settings={settings}>
      <NumberInput
        source="quotes.followUpDays"
        label={label('quoteFollowUpDays')}
        min={0}
        max={30}
        step={1}
        helperText="app.settings.helper.quote_follow_up_days"
      />
    </SettingsSection>
  );
}

/** The visit page (docs/field.md "The visit page"): its link's life, the review page offered after a rating, low ratings. */
export function ReviewsSection({ settings }: { settings: MaskedSettings }) {
  // Where customers are sent to review the business: only an administrator changes it (docs/security.md).
  const locked = !useMayChangeSecrets();
  return (
    <SettingsSection id="settings-reviews" title="app.settings.sections.reviews" keys={['reviews']} settings={settings}>
      <NumberInput source="reviews.linkDays" label={label('visitLinkDays')} min={1} max={365} step={1} helperText={false} />
      <TextInput
        source="reviews.publicUrl"
        label={label('reviewPublicUrl')}
        type="url"
        helperText="app.settings.helper.review_public_url"
        readOnly={locked}
      />
      <NumberInput source="reviews.offerEveryDays" label={label('reviewOfferEveryDays')} min={1} max={365} step={1} helperText={false} />
      <NumberInput
        source="reviews.lowStars"
        label={label('lowStars')}
        min={0}
        max={5}
        step={1}
        helperText="app.settings.helper.low_stars"
      />
    </SettingsSection>
  );
}

/** The states and district a posting list may name (their postal codes). */
const STATE_CODES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const STATE_CHOICES = STATE_CODES.map((code) => ({ id: code, name: code }));

/** Treatments (docs/treatments.md): the states asking for lawn flags on the crew's card, and how long records are kept. */
export function TreatmentsSection({ settings }: { settings: MaskedSettings }) {
  return (
    <SettingsSection id="settings-treatments" title="app.settings.sections.treatments" keys={['treatments']} settings={settings}>
      <AutocompleteArrayInput
        source="treatments.postingStates"
        label={label('postingStates')}
        choices={STATE_CHOICES}
        helperText="app.settings.helper.posting_states"
      />
      <NumberInput
        source="treatments.applicationRetentionYears"
        label={label('applicationRetentionYears')}
        min={2}
        max={50}
        step={1}
        helperText="app.settings.helper.application_retention_years"
      />
    </SettingsSection>
  );
}

/** How many messages one staff user may send by hand within a window (docs/messages.md). */

/** A switch per moment a customer hears about (docs/messages.md "Moments"): one switched off is neither queued nor sent. */
export function MomentsSection({ settings }: { settings: MaskedSettings }) {
  const translate = useTranslate();
  return (
    <SettingsSection id="settings-moments" title="app.settings.sections.moments" keys={['moments']} settings={settings}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.helper.moments')}
      </Typography>
      <Box sx={row}>
        {MOMENT_KINDS.map((kind) => (
          <BooleanInput key={kind} source={`moments.${kind}`} label={`app.customer_messages.moments.${kind}`} helperText={false} />
        ))}
      </Box>
    </SettingsSection>
  );
}

const BILLED_ITEM_CHOICES = BILLED_ITEMS.map((item) => ({ id: item, name: `app.billing.items.${item}` }));

/** What each state taxes (docs/billing.md "Sales tax by place"); the rates themselves are loaded under Sales tax. */
export function SalesTaxSection({ settings }: { settings: MaskedSettings }) {
  const translate = useTranslate();
  return (
    <SettingsSection id="settings-sales-tax" title="app.sales_tax.settings.title" keys={['salesTax']} settings={settings}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.sales_tax.settings.help')}
      </Typography>
      <ArrayInput source="salesTax.states" label={false} helperText={false}>
        <SimpleFormIterator resource="settings" disableReordering sx={{ '& .RaSimpleFormIterator-line': { alignItems: 'flex-start' } }}>
          <TextInput source="state" label="app.sales_tax.settings.state" helperText={false} sx={{ maxWidth: 120 }} />
          <CheckboxGroupInput source="taxableItems" label="app.sales_tax.settings.items" choices={BILLED_ITEM_CHOICES} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SettingsSection>
  );
}
