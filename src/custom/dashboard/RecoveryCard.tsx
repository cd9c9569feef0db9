// This month's recovery of declined payments (GET /collections), for staff who read payments; links to Collections.
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { SCREEN } from '../../../common/screens';
import { useMoney } from '../../ui/billing/money';
import { billingKeys, useBillingProvider } from '../../ui/billing/useBilling';
import { CardLink, DashboardCard, Figure } from './DashboardCard';

export function RecoveryCard() {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useBillingProvider();
  const { data } = useQuery({ queryKey: billingKeys.collections(), queryFn: () => dataProvider.getCollections() });
  if (!data) return null;
  const { recovered } = data;
  return (
    <DashboardCard
      title={translate('app.dashboard.recovery.title')}
      action={<CardLink to={SCREEN.collections.path}>{translate('app.dashboard.recovery.open')}</CardLink>}
    >
      <Figure
        value={`${(recovered.rate * 100).toFixed(1)} %`}
        label={translate('app.dashboard.recovery.rate')}
        detail={translate('app.dashboard.recovery.detail', {
          count: recovered.count,
          amount: money(recovered.amountCents),
          declined: recovered.declined,
        })}
      />
    </DashboardCard>
  );
}
