// The page a route shows until its screen is built: its title and a short line, behind the same guards.
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function ComingSoonPage({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{translate(title)}</Typography>
        <Typography color="text.secondary">{translate('app.page.coming_soon')}</Typography>
      </CardContent>
    </Card>
  );
}
