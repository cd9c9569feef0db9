// The visit page (/visit/:token, no sign-in; docs/field.md "The visit page"): what the crew did (date, service, who,
// how long, their note, the photos marked for the customer), and the customer's one rating with an optional comment.
// After rating, every customer is offered the business's public review page when the server answers one, whatever the
// stars. Opens in the customer's language, with the switch the other public pages have.
import { useEffect, useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, FormHelperText, Rating, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { phoneForDisplay } from '../../../common/phone';
import { type PublicVisit, VISIT_COMMENT_MAX } from '../../../common/schemas/visitPage';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { PublicPage, PublicPageHeading } from '../../ui/PublicPage';
import { formatFor } from '../../ui/format/useFormat';

/** Opens once per tab in the customer's language (as the quote's page does). */
function useCustomerLanguage(token: string, language: string | undefined) {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    const key = 'publicVisit.openedInCustomerLanguage';
    if (!language || sessionStorage.getItem(key) === token.slice(0, 8)) return;
    sessionStorage.setItem(key, token.slice(0, 8));
    if (language !== locale) setLocale(language);
  }, [token, language, locale, setLocale]);
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

function VisitFacts({ visit }: { visit: PublicVisit }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = formatFor(locale);
  const services = visit.services
    .map((service) => [translate(`app.visit_page.service_types.${service.type}`), service.round].filter(Boolean).join(' · '))
    .join(', ');
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
      <Fact label={translate('app.visit_page.date')}>{format.day(visit.date)}</Fact>
      <Fact label={translate('app.visit_page.services')}>{services}</Fact>
      {visit.crewFirstName && <Fact label={translate('app.visit_page.crew')}>{visit.crewFirstName}</Fact>}
      {visit.minutesOnSite !== null && (
        <Fact label={translate('app.visit_page.minutes_on_site')}>
          {translate('app.visit_page.minutes', { smart_count: visit.minutesOnSite })}
        </Fact>
      )}
    </Box>
  );
}

function Photos({ photos }: { photos: PublicVisit['photos'] }) {
  const translate = useTranslate();
  if (!photos.length) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {translate('app.visit_page.photos')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
        {photos.map((photo) => (
          <Box key={photo.url} component="figure" sx={{ m: 0 }}>
            <Box
              component="img"
              src={photo.url}
              alt={translate('app.visit_page.photo_alt', { kind: translate(`app.visit_page.photo_kinds.${photo.kind}`) })}
              sx={{ width: '100%', borderRadius: 1, display: 'block' }}
            />
            {photo.note && <Typography variant="caption">{photo.note}</Typography>}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The star control: MUI's Rating is a group of radio buttons, each labelled ("4 stars"), moved with the arrow keys. */
function RatingForm({ token, onRated }: { token: string; onRated: (reviewUrl: string | null) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () => dataProvider.rateVisit(token, { stars: stars!, comment: comment.trim() || null }),
    onSuccess: (result) => onRated(result.reviewUrl),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!stars) {
      setMissing(true);
      return;
    }
    send.mutate();
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-labelledby="visit-rate-title">
      <Typography variant="h6" component="h2" id="visit-rate-title">
        {translate('app.visit_page.rate_title')}
      </Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={missing ? 'visit-stars-missing' : undefined}>
        <Typography component="legend" sx={{ mb: 0.5 }}>
          {translate('app.visit_page.stars_label')}
        </Typography>
        <Rating
          name="visit-stars"
          value={stars}
          size="large"
          onChange={(_event, value) => {
            setStars(value);
            setMissing(false);
          }}
          getLabelText={(value) => translate('app.visit_page.star', { smart_count: value })}
          sx={{ fontSize: '2.75rem' }}
        />
        {missing && (
          <FormHelperText error id="visit-stars-missing" role="alert">
            {translate('app.visit_page.choose_stars')}
          </FormHelperText>
        )}
      </Box>
      <TextField
        label={translate('app.visit_page.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: VISIT_COMMENT_MAX } }}
        helperText={`${comment.length} / ${VISIT_COMMENT_MAX}`}
        fullWidth
      />
      {send.error && (
        <Alert severity="error" role="alert">
          {translate(send.error.message, { _: send.error.message })}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
        {translate('app.visit_page.send')}
      </Button>
    </Stack>
  );
}

export function PublicVisitPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['public-visit', token];
  const { data: visit, isPending, error } = useQuery({ queryKey, queryFn: () => dataProvider.getPublicVisit(token), retry: false });
  const [locale] = useLocaleState();
  const format = formatFor(locale);
  // Offered once, right after rating: the server says whether (a review page is set, not offered lately).
  const [reviewUrl, setReviewUrl] = useState<string | null>(null);
  useCustomerLanguage(token, visit?.language);
  return (
    <PublicPage maxWidth={560}>
      <Stack spacing={2.5}>
        {visit?.business.logo && (
          <Box
            component="img"
            src={visit.business.logo}
            alt=""
            sx={{ maxHeight: 56, maxWidth: 200, objectFit: 'contain', alignSelf: 'start' }}
          />
        )}
        <PublicPageHeading
          business={visit?.business.name}
          title={translate('app.visit_page.title')}
          loading={isPending && translate('app.visit_page.loading')}
        />
        {error && (
          <Alert severity="warning" role="alert">
            {translate(error.message, { _: translate('server.visit_page.invalid') })}
          </Alert>
        )}
        {visit && (
          <>
            <VisitFacts visit={visit} />
            {visit.note && (
              <Box>
                <Typography variant="subtitle2" component="h2">
                  {translate('app.visit_page.note')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{visit.note}</Typography>
              </Box>
            )}
            <Photos photos={visit.photos} />
            {visit.rating ? (
              <Alert severity="success" role="status" icon={<CheckCircleIcon />} data-testid="visit-rated">
                {translate('app.visit_page.thanks', { stars: translate('app.visit_page.star', { smart_count: visit.rating.stars }) })}
              </Alert>
            ) : (
              <RatingForm
                token={token}
                onRated={(url) => {
                  setReviewUrl(url);
                  void queryClient.invalidateQueries({ queryKey });
                }}
              />
            )}
            {reviewUrl && (
              <Stack spacing={1} data-testid="review-offer">
                <Typography>{translate('app.visit_page.review_offer')}</Typography>
                <Button variant="outlined" href={reviewUrl} target="_blank" rel="noopener noreferrer" sx={{ alignSelf: 'start' }}>
                  {translate('app.visit_page.review_button')}
                </Button>
              </Stack>
            )}
            <Typography variant="body2" color="text.secondary">
              {translate('app.visit_page.link_until', { date: format.day(visit.expiresOn) })}
              {visit.business.phone && ` ${translate('app.visit_page.questions', { phone: phoneForDisplay(visit.business.phone) })}`}
            </Typography>
          </>
        )}
      </Stack>
    </PublicPage>
  );
}
