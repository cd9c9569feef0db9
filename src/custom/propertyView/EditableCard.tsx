// A card that shows a record's fields and turns into its form with Edit: shared by the property and customer cards.
import type { ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, CardHeader, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { Form, type FormProps, useTranslate } from 'react-admin';
import type { FieldErrors } from '../../ui/forms/FormDialog';

export interface ShownField {
  label: string;
  value: ReactNode;
}

type ByBreakpoint = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

/** `size`: the grid columns (of 12) each field spans, per breakpoint. */
export function FieldGrid({ fields, size }: { fields: ShownField[]; size: ByBreakpoint }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {fields.map(({ label, value }) => (
        <Grid key={label} size={size} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

interface EditableCardProps {
  title: string;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  canEdit: boolean;
  fields: ShownField[];
  fieldSize: ByBreakpoint;
  /** How many inputs sit side by side, per breakpoint. */
  formColumns: ByBreakpoint;
  record: Record<string, unknown>;
  resolver: FormProps['resolver'];
  onSubmit: (values: Record<string, unknown>) => Promise<FieldErrors | void>;
  saving: boolean;
  /** The form's inputs. */
  children: ReactNode;
}

export function EditableCard({
  title,
  editing,
  onEdit,
  onCancel,
  canEdit,
  fields,
  fieldSize,
  formColumns,
  record,
  resolver,
  onSubmit,
  saving,
  children,
}: EditableCardProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={translate(title)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          !editing && (
            <Button
              startIcon={<EditIcon />}
              onClick={onEdit}
              disabled={!canEdit}
              aria-label={`${translate('ra.action.edit')} ${translate(title)}`}
            >
              {translate('ra.action.edit')}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {editing ? (
          <Form record={record} resolver={resolver} onSubmit={onSubmit} noValidate>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: Object.fromEntries(
                  Object.entries(formColumns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
                ),
                columnGap: 2,
              }}
            >
              {children}
            </Box>
            <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1 }}>
              <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
              <Button
                type="submit"
                variant="contained"
                disabled={saving}
                startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {translate('ra.action.save')}
              </Button>
            </Stack>
          </Form>
        ) : (
          <FieldGrid fields={fields} size={fieldSize} />
        )}
      </CardContent>
    </Card>
  );
}
