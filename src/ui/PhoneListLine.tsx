// A phone list's first line: the record's name, wrapping as it must, and a figure kept apart at the line's end.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export function PhoneListLine({ name, figure }: { name: ReactNode; figure: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Box>
      <Box component="span" sx={{ flexShrink: 0, color: 'text.secondary', textAlign: 'right' }}>
        {figure}
      </Box>
    </Box>
  );
}
