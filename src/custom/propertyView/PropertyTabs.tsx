// Services, Call logs, Reminders, Notes, Billing, Messages, Programs and History of the property, one tab each.
import { Suspense } from 'react';
import { Box, Card, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hasPermission, type PermissionKey } from '../../../common/permissions';
import { useStoredUser } from '../../auth/useStoredUser';
import { CallLogDialog, NoteDialog, ReminderDialog } from './ActivityDialogs';
import { ActivityTab } from './ActivityTab';
import { HistoryTab } from './HistoryTab';
import { MessagesTab } from './MessagesTab';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { PROPERTY_TABS, type PropertyTab } from './paths';
import { ProgramsTab } from './ProgramsTab';
import { ServicesTab } from './ServicesTab';
import { useSelectedTabInView } from './useSelectedTabInView';
import { lazyNamed } from '../../lazyNamed';
import { LoadingBar } from '../../ui/LoadingBar';

// Only staff who read payments download the billing screens.
const BillingTab = lazyNamed(() => import('./BillingTab'), 'BillingTab');

/** Tabs shown only to staff holding a key. */
const TAB_PERMISSIONS: Partial<Record<PropertyTab, PermissionKey>> = { billing: 'payment_list', programs: 'treatments_manage' };

const ADD_DIALOGS = { 'call-logs': CallLogDialog, reminders: ReminderDialog, notes: NoteDialog };

export function PropertyTabs({
  property,
  tab,
  onTabChange,
}: {
  property: PropertyRecord;
  tab: PropertyTab;
  onTabChange: (tab: PropertyTab) => void;
}) {
  const translate = useTranslate();
  const canEdit = !property.customer.locked;
  const user = useStoredUser();
  const tabs = PROPERTY_TABS.filter((name) => !TAB_PERMISSIONS[name] || (user && hasPermission(user, TAB_PERMISSIONS[name])));
  const selected = tabs.includes(tab) ? tab : 'services';
  const tabsRef = useSelectedTabInView<HTMLDivElement>(selected);
  return (
    <Card>
      <Tabs
        ref={tabsRef}
        value={selected}
        onChange={(_, value: PropertyTab) => onTabChange(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`app.property_view.tabs.${name}`)}
            id={`property-tab-${name}`}
            aria-controls={`property-tabpanel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`property-tabpanel-${tab}`} aria-labelledby={`property-tab-${tab}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
        {tab === 'services' && <ServicesTab property={property} />}
        {(tab === 'call-logs' || tab === 'reminders' || tab === 'notes') && (
          <ActivityTab key={tab} resource={tab} propertyId={property._id} canEdit={canEdit} AddDialog={ADD_DIALOGS[tab]} />
        )}
        {tab === 'billing' && tabs.includes(tab) && (
          <Suspense fallback={<LoadingBar />}>
            <BillingTab property={property} />
          </Suspense>
        )}
        {tab === 'messages' && <MessagesTab customerId={property.customer._id} propertyId={property._id} />}
        {tab === 'programs' && tabs.includes(tab) && <ProgramsTab property={property} />}
        {tab === 'history' && <HistoryTab propertyId={property._id} />}
      </Box>
    </Card>
  );
}
