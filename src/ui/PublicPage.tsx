// The frame of a page opened without signing in (sign-up, unsubscribe, pay link): one card on the background, centred.
import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';

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
