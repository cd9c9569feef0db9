// The frame of a page opened without signing in (sign-up, unsubscribe, pay link, quote): one card on the background,
// centred; and the heading the pay link's and quote's pages share (the business, the title, the language switch).
import type { ReactNode } from 'react';
import { Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { LanguageMenuButton } from './LanguageMenuButton';

export function PublicPage({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 3 } }}
    >
      <Card sx={{ width: '100%', maxWidth, alignSelf: 'start' }}>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
}

/** The business's name over the page's title, a line under it, the language switch beside; a spinner while it loads. */
export function PublicPageHeading({
  business,
  title,
  subtitle,
  loading,
}: {
  business: string | undefined;
  title: string;
  subtitle?: string;
  loading: string | false;
}) {
  return (
    <>
      <Stack direction="row" justifyContent="space-between" alignItems="start" spacing={1}>
        <Box>
          {business && (
            <Typography variant="overline" color="text.secondary" component="p">
              {business}
            </Typography>
          )}
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        <LanguageMenuButton />
      </Stack>
      {loading && (
        <Stack direction="row" spacing={1} alignItems="center">
          <CircularProgress size={20} />
          <Typography color="text.secondary">{loading}</Typography>
        </Stack>
      )}
    </>
  );
}
