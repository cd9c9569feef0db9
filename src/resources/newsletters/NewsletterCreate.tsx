// Compose a newsletter: start from a marketing template, choose the audience and see its count, send a test to
// yourself, then send it to everyone who agreed to marketing e-mail.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Confirm, Form, SelectInput, TextInput, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { type NewsletterContent, type NewsletterInput, newsletterInput } from '../../../common/schemas/newsletter';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useFormSave } from '../../ui/forms/useFormSave';
import { AudienceCountLine, AudienceInputs, useAudienceCount, useNewsletterChoices } from './AudienceInputs';
import { NEWSLETTERS_RESOURCE, newsletterPath } from './paths';

const resolver = zodResolver(newsletterInput) as unknown as Resolver;
const DEFAULTS = {
  templateId: '',
  subject: '',
  htmlBody: '',
  alterBody: '',
  audience: { marketIds: [], statuses: ['active'], serviceTypes: [], sources: [] },
};

function TemplatePicker() {
  const { setValue } = useFormContext();
  const templates = useNewsletterChoices()?.templates ?? [];
  return (
    <SelectInput
      source="templateId"
      label="resources.news-letters.fields.templateId"
      choices={templates}
      optionValue="_id"
      helperText="app.newsletters.template_help"
      onChange={(event) => {
        const chosen = templates.find((template) => template._id === event.target.value);
        if (!chosen) return;
        for (const field of ['subject', 'htmlBody', 'alterBody'] as const) setValue(field, chosen[field], { shouldDirty: true });
      }}
    />
  );
}

function TestButton() {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { getValues } = useFormContext<NewsletterInput>();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const [sending, setSending] = useState(false);
  const send = async () => {
    const { subject, htmlBody, alterBody } = getValues();
    setSending(true);
    try {
      const answer = await dataProvider.sendNewsletterTest({ subject, htmlBody, alterBody } satisfies NewsletterContent);
      notify(answer.message, { type: 'success' });
    } catch (error) {
      reportError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="outlined" onClick={send} disabled={sending}>
      {useTranslate()('app.newsletters.send_test')}
    </Button>
  );
}

/** Sending goes to many people: the button asks first, naming how many will receive it. */
function SendButton({ onSend }: { onSend: (values: NewsletterInput) => Promise<unknown> }) {
  const translate = useTranslate();
  const { trigger, handleSubmit } = useFormContext<NewsletterInput>();
  const count = useAudienceCount();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="contained" disabled={!count?.willReceive} onClick={async () => (await trigger()) && setAsking(true)}>
        {translate('app.newsletters.send')}
      </Button>
      <Confirm
        isOpen={asking}
        title="app.newsletters.confirm_title"
        content={translate('app.newsletters.confirm_content', { count: count?.willReceive ?? 0 })}
        confirm="app.newsletters.send"
        onConfirm={() => {
          setAsking(false);
          void handleSubmit(onSend)();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function NewsletterCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const navigate = useNavigate();
  const { submit } = useFormSave(
    (values: NewsletterInput) => dataProvider.create(NEWSLETTERS_RESOURCE, { data: values }),
    ({ data }) => navigate(newsletterPath(String(data.id))),
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.newsletters.compose" />
      <CardContent>
        <Form noValidate resolver={resolver} defaultValues={DEFAULTS} onSubmit={submit}>
          <Stack spacing={1} sx={{ maxWidth: 900 }}>
            <Typography variant="h6" component="h2">
              {translate('app.newsletters.message')}
            </Typography>
            <TemplatePicker />
            <TextInput source="subject" label="resources.news-letters.fields.subject" fullWidth />
            <TextInput
              source="htmlBody"
              label="resources.news-letters.fields.htmlBody"
              multiline
              minRows={5}
              fullWidth
              sx={{ '& textarea': { fontFamily: 'monospace' } }}
            />
            <TextInput source="alterBody" label="resources.news-letters.fields.alterBody" multiline minRows={3} fullWidth />
            <Typography variant="h6" component="h2">
              {translate('app.newsletters.audience')}
            </Typography>
            <AudienceInputs />
            <AudienceCountLine />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 1 }}>
              <TestButton />
              <SendButton onSend={submit} />
            </Box>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
