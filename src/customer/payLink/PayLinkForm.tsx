// The pay link's card form (ui/billing/CardPayForm): one card entry pays every payment chosen above; a decline before
// any paid shows its reason above the form and the link stays open.
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PayLinkResult } from '../../../common/schemas/payLink';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { CardPayForm } from '../../ui/billing/CardPayForm';
import { useFormat } from '../../ui/format/useFormat';

export function PayLinkForm({
  token,
  chosen,
  amountCents,
  onPaid,
  onClosed,
}: {
  token: string;
  /** The refs of the payments chosen. */
  chosen: string[];
  amountCents: number;
  onPaid: (result: PayLinkResult) => void;
  /** The link stopped being open meanwhile (used, paid, expired): the page reads its summary again. */
  onClosed: () => void;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const amount = { amount: format.money(amountCents) };
  return (
    <CardPayForm
      formKey={token}
      loadFields={() => dataProvider.getPayLinkCardFields(token)}
      pay={async (card) => {
        const result = await dataProvider.payByLink(token, { ...card, payments: chosen });
        if (!result.paid) return { reason: result.reason ?? '' };
        onPaid(result);
        return null;
      }}
      onClosed={onClosed}
      title={translate('app.pay_link.card_title')}
      intro={translate('app.pay_link.card_intro')}
      payLabel={translate('app.pay_link.pay', amount)}
      payingLabel={translate('app.pay_link.paying', amount)}
      disabled={!chosen.length}
    >
      {!chosen.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.pay_link.none_chosen')}
        </Typography>
      )}
    </CardPayForm>
  );
}
