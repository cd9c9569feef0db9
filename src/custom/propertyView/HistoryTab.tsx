// The History tab: a timeline of who changed what on the property (and its services, call logs, reminders, notes) and when.
import { useQuery } from '@tanstack/react-query';
import { HistoryTimeline } from '../../ui/history/HistoryTimeline';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { propertyViewKeys, usePropertyViewProvider } from './usePropertyView';

export function HistoryTab({ propertyId }: { propertyId: string }) {
  const dataProvider = usePropertyViewProvider();
  const { data } = useQuery({ queryKey: propertyViewKeys.history(propertyId), queryFn: () => dataProvider.getPropertyHistory(propertyId) });
  if (!data) return <LoadingSpinner size={40} />;
  return <HistoryTimeline entries={data} />;
}
