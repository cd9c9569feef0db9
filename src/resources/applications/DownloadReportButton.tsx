// The inspector's report of the list's cut (period, applicator, property, product) as CSV or PDF, read through the data
// provider so the bearer token goes with it.
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import type { ApplicationReportQuery } from '../../dataProvider/treatmentMethods';
import { saveFile } from '../../ui/saveFile';

const REPORT_FILTERS = ['from', 'to', 'applicatorId', 'propertyId', 'productId'] as const;

export function DownloadReportButton({ format }: { format: 'csv' | 'pdf' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const query: ApplicationReportQuery = Object.fromEntries(
      REPORT_FILTERS.filter((key) => filterValues[key]).map((key) => [key, String(filterValues[key])]),
    );
    setBusy(true);
    try {
      const name = ['applications', query.from, query.to].filter(Boolean).join('-');
      saveFile(await dataProvider.downloadApplicationsReport(query, format), `${name}.${format}`);
      notify('app.treatments.applications.downloaded', { type: 'success' });
    } catch (error) {
      // The server says why it refused (a PDF of too many records); anything else is the generic failure.
      const reason = error instanceof Error && error.message;
      notify(reason || 'app.treatments.applications.download_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const icon = format === 'pdf' ? <PictureAsPdfIcon /> : <DownloadIcon />;
  return (
    <Button size="small" startIcon={busy ? <CircularProgress size={16} color="inherit" /> : icon} onClick={download} disabled={busy}>
      {translate(`app.treatments.applications.download_${format}`)}
    </Button>
  );
}
