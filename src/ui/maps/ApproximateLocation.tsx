// How an approximate location (a property at its zip code's centre) looks wherever a property is shown: a chip in a
// list, a hollow dashed marker on a map, and the legend telling the two markers apart.
import { Alert, Box, Button, Chip, List, ListItem, Typography } from '@mui/material';
import type { CircleMarkerOptions } from 'leaflet';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function ApproximateLocationChip() {
  const translate = useTranslate();
  return <Chip size="small" color="warning" variant="outlined" label={translate('app.locations.approximate_title')} sx={{ mt: 0.5 }} />;
}

/** Above the customers list: how many properties are at their zip code's centre, and a way to list them. */
export function ApproximateLocationCount({ listPath }: { listPath: string }) {
  const translate = useTranslate();
  const { total } = useGetList('properties', { filter: { locationApproximate: true }, pagination: { page: 1, perPage: 1 } });
  if (!total) return null;
  const filter = encodeURIComponent(JSON.stringify({ locationApproximate: true }));
  return (
    <Alert
      severity="warning"
      sx={{ mt: 1 }}
      action={
        <Button color="inherit" size="small" component={Link} to={`${listPath}?filter=${filter}`}>
          {translate('app.locations.show_approximate')}
        </Button>
      }
    >
      {translate('app.locations.approximate_count', { smart_count: total })}
    </Alert>
  );
}

/** A located stop is a filled circle; an approximate one only its dashed outline, in the same colour. */
export function markerStyle(color: string, approximate: boolean, fillOpacity: number): CircleMarkerOptions {
  return approximate
    ? { radius: 7, color, weight: 2, dashArray: '3 3', fillColor: color, fillOpacity: 0.1 }
    : { radius: 7, color: '#ffffff', weight: 1.5, fillColor: color, fillOpacity };
}

const swatch = (approximate: boolean) => ({
  width: 14,
  height: 14,
  borderRadius: '50%',
  flexShrink: 0,
  ...(approximate ? { border: '2px dashed', borderColor: 'text.secondary' } : { bgcolor: 'text.secondary' }),
});

/** Shown under a map holding at least one approximate stop. */
export function ApproximateLocationLegend() {
  const translate = useTranslate();
  const title = translate('app.locations.approximate_title');
  return (
    <Box component="section" aria-label={title}>
      <List dense disablePadding sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {([false, true] as const).map((approximate) => (
          <ListItem key={String(approximate)} disableGutters sx={{ width: 'auto', gap: 0.75, py: 0.25 }}>
            <Box component="span" aria-hidden sx={swatch(approximate)} />
            <Typography variant="body2" component="span">
              {translate(approximate ? 'app.locations.legend_approximate' : 'app.locations.legend_exact')}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
