// The numbers invoices and credit notes carry in QuickBooks: System Settings' `quickbooks` group (a prefix and the
// number LawnDesk's invoice 1 takes), saved as any settings section is.
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NumberInput, TextInput, useDataProvider } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { SETTINGS_QUERY_KEY, SettingsSection, row } from '../../ui/settings/SettingsSection';

export function DocNumbersCard() {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: settings } = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => dataProvider.getSettings() });
  if (!settings) return null;
  return (
    <SettingsSection id="accounting-numbers" title="app.accounting.numbers.title" keys={['quickbooks']} settings={settings}>
      <TextInput
        source="quickbooks.docNumberPrefix"
        label="app.accounting.numbers.prefix"
        helperText="app.accounting.numbers.prefix_help"
      />
      <Box sx={row}>
        <NumberInput
          source="quickbooks.docNumberStart"
          label="app.accounting.numbers.start"
          helperText="app.accounting.numbers.start_help"
          min={1}
          step={1}
        />
      </Box>
    </SettingsSection>
  );
}
