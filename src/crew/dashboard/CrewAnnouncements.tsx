// The day's crew announcements, above its stops: they arrive with the day, so nothing above them moves when they appear.
import { Alert, AlertTitle, Stack } from '@mui/material';
import type { CrewDay } from '../../../common/schemas/crewDay';

export function CrewAnnouncements({ announcements }: { announcements: CrewDay['announcements'] }) {
  if (!announcements.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {announcements.map((announcement) => (
        <Alert key={announcement._id} severity="info" icon={false} data-testid="crew-announcement">
          <AlertTitle>{announcement.title}</AlertTitle>
          {announcement.message}
        </Alert>
      ))}
    </Stack>
  );
}
