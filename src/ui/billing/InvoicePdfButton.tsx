// The PDF button of an invoice, a statement or a payment's receipt, on the Billing tab, the payments and the portal: fetches the file with the
// session's token (a link cannot carry it) and saves it under its name; a failure is a toast.
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { hasReceipt, receiptReference } from '../../../common/schemas/receipt';
import type { PaymentStatus } from '../../../common/schemas/payment';
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

/** A paid payment's receipt, `receipt-<id>.pdf`; nothing for a payment not paid. */
export function ReceiptPdfButton({ payment }: { payment: { _id: string; status: PaymentStatus; amountCents: number } }) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  if (!hasReceipt(payment)) return null;
  return (
    <PdfButton
      file={() => dataProvider.receiptPdf(payment._id)}
      name={`receipt-${receiptReference(payment._id)}.pdf`}
      label="app.invoices.receipt"
    />
  );
}
