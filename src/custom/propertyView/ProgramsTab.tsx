// The Programs tab (treatments_manage): the property's program enrolments, newest season first, each round with its
// day and status, under the property's lawn (LawnPanel); Enrol (EnrolDialog), End enrolment, and a paper application
// record for a round's visit.
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useGetMany, useTranslate } from 'react-admin';
import type { EnrolmentInput, EnrolmentRecord, ProgramRecord } from '../../../common/schemas/treatment';
import type { WorkLogStatus } from '../../../common/schemas/workLog';
import { useFormat } from '../../ui/format/useFormat';
import { submitTo } from '../../ui/forms/useFormSave';
import { PaperRecordDialog } from './PaperRecordDialog';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { WorkLogStatusChip } from '../../ui/WorkLogStatusChip';
import { EnrolDialog } from './EnrolDialog';
import { LawnPanel, type LawnSite, useLawn } from './LawnPanel';
import { propertyViewKeys, usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

const t = (key: string) => `app.treatments.enrolment.${key}`;

type EnrolmentRound = EnrolmentRecord['rounds'][number];

type EnrolmentCardProps = {
  enrolment: EnrolmentRecord;
  programName: string;
  onEnd: () => void;
  onPaperRecord: (round: EnrolmentRound) => void;
};

function EnrolmentCard({ enrolment, programName, onEnd, onPaperRecord }: EnrolmentCardProps) {
  const translate = useTranslate();
  const format = useFormat();
  const ended = Boolean(enrolment.endedAt);
  // Ending takes the pending rounds off the schedule: a season with none left (a past one) has nothing to end.
  const endable = !ended && enrolment.rounds.some((round) => round.status === 'pending');
  // A paper record is of an application made: a round planned after today has none yet.
  const today = format.isoDayOf(new Date());
  // A round whose window had closed when the customer agreed was never part of the enrolment.
  const consentDay = format.isoDayOf(enrolment.consentAt);
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }} aria-label={`${programName} ${enrolment.season}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="subtitle1" component="h3">
              {translate(t('title'), { program: programName, season: enrolment.season })}
            </Typography>
            {ended && <Chip size="small" label={translate(t('ended'))} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate(t('details'), {
              lawn: enrolment.lawnSqFt.toLocaleString(format.language),
              amount: format.money(enrolment.priceCents),
            })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {[
              translate(t('consent_at'), { date: format.dayOf(enrolment.consentAt) }),
              enrolment.consentNote,
              enrolment.endedAt && translate(t('ended_at'), { date: format.dayOf(enrolment.endedAt) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {endable && (
          <Button size="small" color="error" onClick={onEnd} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}>
            {translate(t('end'))}
          </Button>
        )}
      </Stack>
      <Box component="ol" sx={{ p: 0, m: 0, mt: 1.5 }}>
        {enrolment.rounds.map((round) => (
          <Stack
            key={round.index}
            component="li"
            direction="row"
            spacing={1}
            alignItems="center"
            flexWrap="wrap"
            useFlexGap
            sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 500, flex: '1 1 10rem' }}>
              {round.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: '6.5rem' }}>
              {round.date ? format.day(round.date) : translate(t('round_window'), { date: format.day(round.windowEnd) })}
            </Typography>
            <Typography variant="body2" sx={{ minWidth: '4.5rem', textAlign: 'right' }}>
              {format.money(round.priceCents)}
            </Typography>
            {/* The status and the action keep their width whether a round has them or not, so the columns line up. */}
            <Box sx={{ minWidth: '7rem' }}>
              {round.status ? (
                <WorkLogStatusChip status={round.status as WorkLogStatus} />
              ) : (
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate(t(round.windowEnd < consentDay ? 'before_enrolment' : 'not_planned'))}
                />
              )}
            </Box>
            <Box sx={{ minWidth: { sm: '12rem' }, display: 'flex', justifyContent: 'flex-end' }}>
              {round.workLogId && round.date && round.date <= today && (
                <Button size="small" startIcon={<NoteAddIcon />} onClick={() => onPaperRecord(round)} sx={{ flexShrink: 0 }}>
                  {translate(t('paper_record'))}
                </Button>
              )}
            </Box>
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}

export function ProgramsTab({ property }: { property: LawnSite }) {
  const propertyId = property._id;
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = usePropertyViewProvider();
  const [enrolling, setEnrolling] = useState(false);
  const [ending, setEnding] = useState<EnrolmentRecord | null>(null);
  const [paperRecord, setPaperRecord] = useState<{ enrolment: EnrolmentRecord; round: EnrolmentRound } | null>(null);
  const { data: lawn } = useLawn(propertyId);
  const { data: enrolments, error } = useQuery({
    queryKey: propertyViewKeys.programs(propertyId),
    queryFn: () => dataProvider.getPropertyPrograms(propertyId),
  });
  const { data: programs = [] } = useGetMany<ProgramRecord>('programs', {
    ids: [...new Set((enrolments ?? []).map((row) => row.programId))],
  });
  const programOf = (id: string) => programs.find((program) => program.id === id);
  const programName = (id: string) => programOf(id)?.name ?? '';
  const enrol = usePropertyWrite((input: EnrolmentInput) => dataProvider.enrolProperty(propertyId, input), translate(t('enrolled')));
  const end = usePropertyWrite(
    (enrolmentId: string) => dataProvider.endEnrolment(propertyId, enrolmentId),
    translate(t('ended_notice')),
    () => setEnding(null),
  );

  if (error) return <Alert severity="error">{translate(t('load_failed'))}</Alert>;
  if (!enrolments) return <LoadingSpinner size={40} />;
  return (
    <Stack spacing={2} component="section" aria-label={translate('app.property_view.tabs.programs')}>
      <LawnPanel site={property} />
      <Stack direction="row" justifyContent="flex-end">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEnrolling(true)}>
          {translate(t('enrol'))}
        </Button>
      </Stack>
      {!enrolments.length && <Alert severity="info">{translate(t('empty'))}</Alert>}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {enrolments.map((enrolment) => (
          <EnrolmentCard
            key={enrolment._id}
            enrolment={enrolment}
            programName={programName(enrolment.programId)}
            onEnd={() => setEnding(enrolment)}
            onPaperRecord={(round) => setPaperRecord({ enrolment, round })}
          />
        ))}
      </Stack>
      <EnrolDialog
        open={enrolling}
        onClose={() => setEnrolling(false)}
        onEnrol={submitTo(
          (values: EnrolmentInput) => enrol.mutateAsync(values),
          () => setEnrolling(false),
        )}
        saving={enrol.isPending}
        defaultSeason={Number(format.isoDayOf(new Date()).slice(0, 4))}
        lawnSqFt={lawn?.sqFt ?? null}
      />
      {paperRecord?.round.workLogId && (
        <PaperRecordDialog
          workLogId={paperRecord.round.workLogId}
          productId={programOf(paperRecord.enrolment.programId)?.rounds[paperRecord.round.index]?.products[0]?.productId}
          areaSqFt={lawn?.sqFt ?? paperRecord.enrolment.lawnSqFt}
          day={paperRecord.round.date}
          postFlags={paperRecord.enrolment.postFlags}
          onClose={() => setPaperRecord(null)}
        />
      )}
      <Confirm
        isOpen={Boolean(ending)}
        loading={end.isPending}
        title={t('end_title')}
        translateOptions={{ program: ending ? programName(ending.programId) : '' }}
        content={t('end_content')}
        confirm={t('end')}
        confirmColor="warning"
        onConfirm={() => ending && end.mutate(ending._id)}
        onClose={() => setEnding(null)}
      />
    </Stack>
  );
}
