// A timeline of who changed what and when, from history entries: the property view's History tab, a visit's history
// in assignment, and a payment's detail.
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../../common/schemas/activityRecord';
import { useFormat } from '../format/useFormat';
import { historyChanges } from './historyValues';

function HistoryItem({ entry, fieldLabels }: { entry: HistoryEntry; fieldLabels?: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const changes = historyChanges(entry, translate, format, fieldLabels);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        listStyle: 'none',
        pl: 3,
        pb: 2.5,
        borderLeft: 2,
        borderColor: 'divider',
        ml: 1,
        '&:last-child': { borderColor: 'transparent' },
      }}
    >
      <Box sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <Typography variant="subtitle2" component="h3">
        {translate('app.property_view.history.title', {
          entity: translate(`app.property_view.history.entities.${entry.entity}`, { _: entry.entity }),
          action: translate(`app.property_view.history.actions.${entry.action}`, { _: entry.action }),
        })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('app.property_view.byline', {
          name: entry.user?.name ?? translate('app.property_view.system'),
          date: format.dateTime(entry.createdAt),
        })}
      </Typography>
      {changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, p: 0 }}>
          {changes.map(({ field, label, from, to }) => (
            <Typography key={field} component="li" variant="body2" sx={{ listStyle: 'none', overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 500 }}>
                {label}:
              </Box>{' '}
              {from} → {to}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** `fieldLabels`: the catalog namespace naming the changed fields (the property view's by default). */
export function HistoryTimeline({ entries, fieldLabels }: { entries: HistoryEntry[]; fieldLabels?: string }) {
  const translate = useTranslate();
  if (!entries.length) return <Alert severity="info">{translate('app.property_view.history.empty')}</Alert>;
  return (
    <Stack component="ol" sx={{ m: 0, p: 0, pt: 0.5 }} aria-label={translate('app.property_view.tabs.history')}>
      {entries.map((entry) => (
        <HistoryItem key={entry._id} entry={entry} fieldLabels={fieldLabels} />
      ))}
    </Stack>
  );
}
