import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { WORK_LOG_STATUSES } from '../../../common/schemas/workLog';
import { CREW_PALETTE, crewColors, statusColor } from './mapColors';

describe('map colours', () => {
  it('gives each crew its own colour in list order, repeating only past the palette', () => {
    const ids = Array.from({ length: CREW_PALETTE.length + 1 }, (_, index) => `crew-${index}`);
    const colors = crewColors(ids);
    expect(new Set(ids.slice(0, CREW_PALETTE.length).map((id) => colors.get(id))).size).toBe(CREW_PALETTE.length);
    expect(colors.get(`crew-${CREW_PALETTE.length}`)).toBe(colors.get('crew-0'));
    expect(crewColors(['a', 'b']).get('b')).toBe(crewColors(['a', 'b', 'c']).get('b'));
  });

  it('tells every status apart in the light and the dark theme', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createTheme({ palette: { mode } });
      expect(new Set(WORK_LOG_STATUSES.map((status) => statusColor(theme, status))).size).toBe(WORK_LOG_STATUSES.length);
    }
  });
});
