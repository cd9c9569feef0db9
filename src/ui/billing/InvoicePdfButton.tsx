// The PDF button of an invoice or a statement, on the Billing tab and in the portal: fetches the file with the
// session's token (a link cannot carry it) and saves it under its name; a failure is a toast.
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../errors/useApiErrorToast';
import { saveFile } from '../saveFile';

export function PdfButton({ file, name, label }: { file: () => Promise<Blob>; name: string; label: string }) {
  const translate = useTranslate();
  const reportError = useApiErrorToast();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      saveFile(await file(), name);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={saving} onClick={() => void save()}>
      {translate(label)}
    </Button>
  );
}

/** An invoice's or credit note's PDF, `invoice-<number>.pdf`. */
export function InvoicePdfButton({ invoice }: { invoice: { id: string; number: number } }) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  return <PdfButton file={() => dataProvider.invoicePdf(invoice.id)} name={`invoice-${invoice.number}.pdf`} label="app.invoices.pdf" />;
}
