// Beside a product's form: its stock on hand, Adjust stock (an amount in or out, with its reason) and the movements.
import { zodResolver } from '@hookform/resolvers/zod';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NumberInput, TextInput, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { type ProductRecord, stockAdjustmentInput, type StockAdjustment } from '../../../common/schemas/treatment';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../../ui/format/useFormat';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useProductAmount } from './useProductAmount';
import { useFormSave } from '../../ui/forms/useFormSave';

const resolver = zodResolver(stockAdjustmentInput);
const t = (key: string) => `app.treatments.stock.${key}`;

export function StockPanel() {
  const product = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [adjusting, setAdjusting] = useState(false);
  const amount = useProductAmount();
  const productId = product?._id ?? '';
  const movements = useQuery({
    queryKey: ['products', 'stock-movements', productId],
    queryFn: () => dataProvider.getStockMovements(productId),
    enabled: Boolean(productId),
  });
  const { submit, isPending } = useFormSave(
    (values: StockAdjustment) => dataProvider.adjustStock(productId, values),
    async () => {
      notify('server.treatments.stock_adjusted', { type: 'success' });
      setAdjusting(false);
      await queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  );
  if (!product) return null;
  const unit = translate(`app.treatments.units.${product.unit}`);
  return (
    <Card
      component="section"
      aria-label={translate(t('title'))}
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 340 }, alignSelf: { xs: 'stretch', md: 'flex-start' }, flexShrink: 0 }}
    >
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {translate(t('title'))}
        </Typography>
        <Typography variant="h5" component="p">
          {amount(product.stockOnHand, product.unit)}
        </Typography>
        <Button startIcon={<TuneIcon />} onClick={() => setAdjusting(true)} sx={{ mt: 1 }}>
          {translate(t('adjust'))}
        </Button>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {translate(t('movements'))}
        </Typography>
        {movements.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(t('none'))}
          </Typography>
        )}
        <Stack component="ul" sx={{ p: 0, m: 0 }}>
          {(movements.data ?? []).map((movement) => (
            <Box component="li" key={movement._id} sx={{ listStyle: 'none', py: 0.75, borderTop: 1, borderColor: 'divider' }}>
              <Stack direction="row" justifyContent="space-between" spacing={1}>
                <Typography variant="body2" sx={{ fontWeight: 600, color: movement.change < 0 ? 'error.main' : 'success.main' }}>
                  {`${movement.change > 0 ? '+' : ''}${amount(movement.change, product.unit)}`}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {format.dateTime(movement.createdAt)}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {movement.applicationId ? translate(t('applied')) : movement.reason}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
      <FormDialog
        open={adjusting}
        title={t('adjust')}
        onClose={() => setAdjusting(false)}
        resolver={resolver}
        defaultValues={{ change: null, reason: '' }}
        onSubmit={submit}
        saving={isPending}
      >
        <Typography variant="body2" color="text.secondary">
          {translate(t('adjust_intro'), { unit })}
        </Typography>
        <NumberInput source="change" label={translate(t('change'), { unit })} step={0.1} fullWidth />
        <TextInput source="reason" label={t('reason')} helperText={t('reason_hint')} fullWidth />
      </FormDialog>
    </Card>
  );
}
