// An application record's page: every field in the words of Texas's 4 TAC §7.33(b), the record it corrects or the record
// correcting it (linked), who corrected it and why; Correct opens the correction dialog (a new record; this one stays).
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Alert, Box, Button, Card, CardContent, Link, Stack, type Theme, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { Fragment, type ReactNode, useState } from 'react';
import { ListButton, Show, TopToolbar, useCreatePath, useGetOne, useShowContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationRecord } from '../../../common/schemas/treatment';
import { useFormat } from '../../ui/format/useFormat';
import { CorrectionMarks, useApplicationWords } from './applicationWords';
import { CorrectionDialog } from './CorrectionDialog';

const t = (key: string) => `app.treatments.applications.${key}`;
const rule = (key: string) => `resources.applications.rule.${key}`;

/** One section of the record: its facts as a description list, the rule's words beside each value. */
function Section({ title, facts }: { title: string; facts: [string, ReactNode][] }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 2fr) 3fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
          }}
        >
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A link to another record of the list, named by its day and time. */
function RecordLink({ id, words }: { id: string; words: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data } = useGetOne<ApplicationRecord>('applications', { id });
  const format = useFormat();
  const date = data ? `${format.dayOf(data.startedAt)} ${format.time(data.startedAt)}` : '…';
  return (
    <Link component={RouterLink} to={createPath({ resource: 'applications', id, type: 'show' })}>
      {translate(words, { date })}
    </Link>
  );
}

function CorrectionHistory({ record }: { record: ApplicationRecord }) {
  const translate = useTranslate();
  if (!record.correctsId && !record.supersededById) return null;
  return (
    <Alert severity={record.supersededById ? 'warning' : 'info'} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack spacing={0.5}>
        {record.supersededById && <RecordLink id={record.supersededById} words={t('superseded_by')} />}
        {record.correctsId && (
          <>
            <RecordLink id={record.correctsId} words={t('corrects_record')} />
            {record.recordedByName && (
              <Typography variant="body2">{translate(t('correction_by'), { name: record.recordedByName })}</Typography>
            )}
            <Typography variant="body2">
              {translate(rule('correctionReason'))}: {record.correctionReason}
            </Typography>
          </>
        )}
      </Stack>
    </Alert>
  );
}

function ApplicationFacts() {
  const translate = useTranslate();
  const format = useFormat();
  const words = useApplicationWords();
  const { record } = useShowContext<ApplicationRecord>();
  const [correcting, setCorrecting] = useState(false);
  if (!record) return null;
  const none = translate(t('none'));
  const recorded = record.recordedByName
    ? translate(t('recorded'), { date: format.dateTime(record.createdAt), name: record.recordedByName })
    : translate(t('recorded_unknown'), { date: format.dateTime(record.createdAt) });
  const correctButton = (
    <Button variant="contained" startIcon={<EditNoteIcon />} onClick={() => setCorrecting(true)} disabled={!!record.supersededById}>
      {translate(t('correct'))}
    </Button>
  );
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 860 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1.5 }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {translate(t('title'))}: {record.productName} · {words.when(record)}
        </Typography>
        <CorrectionMarks record={record} />
        {record.supersededById ? (
          <Tooltip title={translate(t('already_corrected'))}>
            <span>{correctButton}</span>
          </Tooltip>
        ) : (
          correctButton
        )}
      </Stack>
      <Stack spacing={1.5}>
        <CorrectionHistory record={record} />
        <Section
          title={t('section_site')}
          facts={[
            [rule('customerName'), record.customerName],
            [rule('address'), record.address],
            [rule('billingAddress'), record.billingAddress ?? none],
            [rule('date'), words.day(record)],
            [rule('startTime'), words.time(record)],
          ]}
        />
        <Section
          title={t('section_product')}
          facts={[
            [rule('productName'), record.productName],
            [rule('epaRegNo'), record.epaRegNo ?? translate('app.treatments.not_a_pesticide')],
            [rule('amount'), words.amount(record)],
            [rule('mixGallons'), record.mixGallons === null ? none : `${record.mixGallons} gal`],
            [rule('ratePer1000'), words.rate(record)],
            [rule('areaSqFt'), words.area(record)],
            [rule('targetPest'), record.targetPest],
            [rule('siteTreated'), record.siteTreated],
            [rule('applicationMethod'), record.applicationMethod ?? none],
            ...(record.flagsPosted === null
              ? []
              : [[rule('flagsPosted'), translate(record.flagsPosted ? 'ra.boolean.true' : 'ra.boolean.false')] as [string, ReactNode]]),
          ]}
        />
        <Section
          title={t('section_conditions')}
          facts={[
            [rule('windSpeed'), `${record.windMph} mph`],
            [rule('windDirection'), translate(`${t('wind_directions')}.${record.windDirection}`, { _: record.windDirection })],
            [rule('temperature'), translate(t('temperature'), { degrees: record.temperatureF })],
            [rule('weatherSource'), words.weatherSource(record)],
          ]}
        />
        <Section
          title={t('section_applicator')}
          facts={[
            [rule('applicatorName'), record.applicatorName],
            [rule('licenceNo'), record.licenceNo ?? none],
            ...(record.appliedByName ? [[rule('appliedByName'), record.appliedByName] as [string, ReactNode]] : []),
            [rule('businessLicenceNo'), record.businessLicenceNo ?? none],
            ...(record.overrideReason ? [[rule('overrideReason'), record.overrideReason] as [string, ReactNode]] : []),
            [rule('warnings'), record.warnings.length ? record.warnings.map((key) => translate(key)).join(' ') : none],
          ]}
        />
        <Typography variant="caption" color="text.secondary">
          {recorded}
        </Typography>
      </Stack>
      {correcting && <CorrectionDialog record={record} onClose={() => setCorrecting(false)} />}
    </Box>
  );
}

const ShowActions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

/** A phone has the app bar's title and its back gesture: the List button's toolbar would only push the record down. */
export const ApplicationShow = () => {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Show actions={isPhone ? false : <ShowActions />} title="app.treatments.applications.title">
      <ApplicationFacts />
    </Show>
  );
};
