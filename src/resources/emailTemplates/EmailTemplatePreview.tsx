// The saved template filled from a chosen property (POST /customers/{id}/previewMail), its HTML shown in a sandboxed frame.
import { useState } from 'react';
import { Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { EmailTemplate } from '../../../common/schemas/emailTemplate';
import type { PropertyRow } from '../../../common/schemas/property';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { PropertyPicker } from '../../ui/fields/PropertyPicker';
import type { LawnDeskDataProvider } from '../../dataProvider';
import type { MailPreview } from '../../dataProvider/customerMethods';

export function EmailTemplatePreview() {
  const translate = useTranslate();
  const reportError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const template = useRecordContext<EmailTemplate & { id: string }>();
  const [property, setProperty] = useState<PropertyRow | null>(null);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [pending, setPending] = useState(false);
  if (!template) return null;

  const show = async () => {
    if (!property) return;
    setPending(true);
    try {
      setPreview(await dataProvider.previewMail(property.customer._id, { templateId: template.id, propertyId: property._id }));
    } catch (error) {
      reportError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    // On phones the form's toolbar is fixed at the bottom: room below keeps the preview clear of it.
    <Box sx={{ p: 2, pb: { xs: 10, sm: 2 } }} component="section" aria-labelledby="template-preview-title">
      <Divider sx={{ mb: 2 }} />
      <Typography id="template-preview-title" variant="h6" gutterBottom>
        {translate('resources.email-templates.preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.email-templates.preview.help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <PropertyPicker
          value={property}
          onChange={(next) => {
            setProperty(next);
            setPreview(null);
          }}
          label={translate('resources.email-templates.preview.property')}
        />
        <Button
          variant="outlined"
          onClick={show}
          disabled={!property || pending}
          startIcon={pending ? <CircularProgress size={18} /> : undefined}
        >
          {translate('resources.email-templates.preview.show')}
        </Button>
      </Stack>
      {preview && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography variant="body2">
            <strong>{translate('resources.email-templates.preview.to')}:</strong> {preview.to ?? '—'}
          </Typography>
          <Typography variant="body2">
            <strong>{translate('resources.email-templates.fields.subject')}:</strong> {preview.subject}
          </Typography>
          {/* An empty sandbox: the template's HTML can neither run scripts nor reach this page. */}
          <Box
            component="iframe"
            title={translate('resources.email-templates.preview.title')}
            sandbox=""
            srcDoc={preview.html}
            sx={{
              width: '100%',
              minHeight: 240,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#fff',
              colorScheme: 'light',
            }}
          />
          <Typography variant="subtitle2">{translate('resources.email-templates.fields.alterBody')}</Typography>
          <Box component="pre" sx={{ m: 0, p: 1.5, whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}>
            {preview.text}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
