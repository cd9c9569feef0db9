// The signed-in user's own work: reminders due by the service date, and the properties assigned to them.
import { useTranslate } from 'react-admin';
import type { StaffDashboard } from '../../../common/schemas/dashboard';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { propertyViewPath } from '../propertyView/paths';
import { DashboardCard } from './DashboardCard';
import { ShortList } from './ShortList';

export function RemindersCard({ reminders, subheader }: { reminders: StaffDashboard['myReminders']; subheader?: string }) {
  const translate = useTranslate();
  const items = reminders.list.map((reminder) => ({
    key: reminder._id,
    to: propertyViewPath(reminder.propertyId, 'reminders'),
    primary: reminder.note,
    secondary: `${calendarDate(reminder.date)} · ${translate(`app.property_view.priority.${reminder.priority}`)} · ${reminder.customerName}, ${reminder.address}`,
  }));
  return (
    <DashboardCard title={translate('app.dashboard.reminders.title')} subheader={subheader}>
      <ShortList items={items} total={reminders.total} empty={translate('app.dashboard.reminders.empty')} />
    </DashboardCard>
  );
}

export function AssignedPropertiesCard({ properties }: { properties: NonNullable<StaffDashboard['myProperties']> }) {
  const translate = useTranslate();
  const items = properties.list.map((property) => ({
    key: property.propertyId,
    to: propertyViewPath(property.propertyId),
    primary: property.address,
    secondary: `${property.customerName} · ${translate(`app.status.${property.status}`)}`,
  }));
  return (
    <DashboardCard title={translate('app.dashboard.properties.title')}>
      <ShortList items={items} total={properties.total} empty={translate('app.dashboard.properties.empty')} />
    </DashboardCard>
  );
}
