// A dialog holding one react-admin form: schema messages after a submit attempt, the server's field messages after a failed save.
import type { ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, type Theme, useMediaQuery } from '@mui/material';
import { Form, type FormProps, useTranslate } from 'react-admin';

/** Without it the form would start from the record of the page it opens on. */
const NO_RECORD = {};

export type FieldErrors = Record<string, string>;

/** Select inputs hold '' when nothing is chosen; the schemas read that as null. */
export const emptyAsNull = (value: unknown) => (value === '' ? null : value);

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  resolver: FormProps['resolver'];
  defaultValues: Record<string, unknown>;
  /** Resolves to the server's field messages when the save failed. */
  onSubmit: (values: Record<string, unknown>) => Promise<FieldErrors | void>;
  saving?: boolean;
  saveLabel?: string;
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  onClose,
  resolver,
  defaultValues,
  onSubmit,
  saving,
  saveLabel = 'ra.action.save',
  children,
}: FormDialogProps) {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="form-dialog-title">
      <Form
        record={NO_RECORD}
        resolver={resolver}
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id="form-dialog-title">{translate(title)}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {translate(saveLabel)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
