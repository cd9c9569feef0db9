// The sign-in link's page (/sign-in-link/:token, no sign-in): spends the link once and opens the customer's portal in a
// fresh app with the new session; a link that no longer signs in says why (used, expired, unknown) and offers a new one.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { QUOTE_TOKEN } from '../../../common/schemas/quote';
import { SCREEN_PATH } from '../../../common/screenPaths';
import { SIGN_IN_LINK_PANE_URL } from '../../auth/homePaths';
import { signInByLink } from '../../auth/signIn';
import { LanguageMenuButton } from '../../ui/LanguageMenuButton';
import { PublicPage } from '../../ui/PublicPage';
import { UNEXPECTED_ERROR } from '../../ui/errors/errorMessages';

const QUOTE_PAGE = SCREEN_PATH.publicQuote.replace(':token', '');

/**
 * Where the link returns once signed in: only the quote page that sent it (`/quote/<token>`), so that a link's `next`
 * can never send the customer to another site or screen.
 */
export const returnPathOf = (next: string | null) =>
  next?.startsWith(QUOTE_PAGE) && QUOTE_TOKEN.test(next.slice(QUOTE_PAGE.length)) ? next : null;

/**
 * One use per token and page load: React's development double effect, or a second render, must not spend the link
 * twice (the second would answer "used").
 */
const uses = new Map<string, Promise<string>>();

export function SignInLinkPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [refusal, setRefusal] = useState<string>();

  const next = returnPathOf(useSearchParams()[0].get('next'));

  useEffect(() => {
    if (!uses.has(token)) uses.set(token, signInByLink(token));
    let live = true;
    uses.get(token)!.then(
      // A full navigation: the app starts afresh with the customer's session.
      (path) => window.location.replace(next ?? path),
      (error: unknown) => live && setRefusal(error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR),
    );
    return () => {
      live = false;
    };
  }, [token, next]);

  return (
    <PublicPage maxWidth={480}>
      <Stack spacing={2.5}>
        <Stack direction="row" justifyContent="space-between" alignItems="start" spacing={1}>
          <Typography variant="h5" component="h1">
            {translate(refusal ? 'app.auth.sign_in_link_refused_title' : 'app.auth.signing_in_by_link')}
          </Typography>
          <LanguageMenuButton />
        </Stack>
        {refusal ? (
          <>
            <Alert severity="warning" role="alert">
              {translate(refusal, { _: translate(UNEXPECTED_ERROR) })}
            </Alert>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" href={SIGN_IN_LINK_PANE_URL}>
                {translate('app.auth.sign_in_link_ask_new')}
              </Button>
              <Button href="/login">{translate('app.auth.sign_in_link_to_sign_in')}</Button>
            </Box>
          </>
        ) : (
          <CircularProgress aria-label={translate('app.auth.signing_in_by_link')} />
        )}
      </Stack>
    </PublicPage>
  );
}
