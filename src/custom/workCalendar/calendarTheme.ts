// react-big-calendar's stylesheet is light-only: these rules give its grid, toolbar and events the MUI theme's colours.
import { alpha, type SxProps, type Theme } from '@mui/material';

export const calendarSx: SxProps<Theme> = (theme) => ({
  color: 'text.primary',
  '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view, & .rbc-header, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row, & .rbc-time-content, & .rbc-time-header-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-content > * + * > *, & .rbc-time-header.rbc-overflowing, & .rbc-time-view-resources .rbc-time-gutter, & .rbc-time-view-resources .rbc-time-header-gutter':
    { borderColor: theme.palette.divider },
  '& .rbc-off-range-bg': { bgcolor: 'action.hover' },
  '& .rbc-off-range': { color: 'text.disabled' },
  '& .rbc-today': { bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.08) },
  '& .rbc-time-gutter, & .rbc-time-header-gutter, & .rbc-time-view-resources .rbc-time-gutter': { bgcolor: 'background.paper' },
  '& .rbc-toolbar': { flexWrap: 'wrap', gap: 1 },
  '& .rbc-toolbar button': {
    color: 'text.primary',
    borderColor: theme.palette.divider,
    '&:hover, &:focus': { bgcolor: 'action.hover', borderColor: theme.palette.divider },
    '&.rbc-active, &.rbc-active:hover, &.rbc-active:focus': { bgcolor: 'action.selected', boxShadow: 'none', color: 'text.primary' },
  },
  '& .rbc-toolbar-label': { fontWeight: 600 },
  '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    borderColor: theme.palette.primary.dark,
    fontSize: '0.75rem',
  },
  '& .rbc-event.rbc-selected': { bgcolor: 'primary.dark' },
  '& .rbc-show-more': { bgcolor: 'transparent', color: 'primary.main' },
  '& .rbc-overlay': { bgcolor: 'background.paper', borderColor: theme.palette.divider },
  '& .rbc-current-time-indicator': { bgcolor: 'secondary.main' },
  [theme.breakpoints.down('sm')]: { '& .rbc-toolbar': { flexDirection: 'column' }, '& .rbc-header': { fontSize: '0.7rem' } },
});
