// The dashboards' chart colours, from the theme so that they read in light and dark mode.
import type { Theme } from '@mui/material';

export const dayStatusColors = (theme: Theme) => ({
  completed: theme.palette.success.main,
  started: theme.palette.info.main,
  pending: theme.palette.grey[theme.palette.mode === 'dark' ? 500 : 400],
  skipped: theme.palette.warning.main,
});

export const comparedWeekColors = (theme: Theme) => ({
  current: theme.palette.primary.main,
  lastWeek: theme.palette.info.main,
  lastYear: theme.palette.grey[theme.palette.mode === 'dark' ? 600 : 400],
});

/** Axis labels and grid lines in the theme's secondary text colour. */
export const axisProps = (theme: Theme) => ({
  stroke: theme.palette.text.secondary,
  tick: { fill: theme.palette.text.secondary, fontSize: 12 },
});
