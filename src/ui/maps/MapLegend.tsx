// A map's legend: a swatch, a label and a count per entry, as a list screen readers read.
import { Box, List, ListItem, Typography } from '@mui/material';

export interface LegendEntry {
  key: string;
  color: string;
  label: string;
  count?: number;
}

export function MapLegend({ title, entries }: { title: string; entries: readonly LegendEntry[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <List dense disablePadding sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {entries.map((entry) => (
          <ListItem key={entry.key} disableGutters sx={{ width: 'auto', gap: 0.75, py: 0.25 }} data-legend={entry.key}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: entry.color, border: 1, borderColor: 'divider', flexShrink: 0 }}
            />
            <Typography variant="body2" component="span">
              {entry.count === undefined ? entry.label : `${entry.label} (${entry.count})`}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
