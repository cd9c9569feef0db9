// react-big-calendar's stylesheet is light-only: these rules give its grid, toolbar and events the MUI theme's colours.
import { alpha, type SxProps, type Theme } from '@mui/material';

export const calendarSx: SxProps<Theme> = (theme) => ({
  color: 'text.primary',
  '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view, & .rbc-header, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row, & .rbc-time-content, & .rbc-time-header-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-content > * + * > *, & .rbc-time-header.rbc-overflowing, & .rbc-time-view-resources .rbc-time-gutter, & .rbc-time-view-resources .rbc-time-header-gutter':
    { borderColor: theme.palette.divider },
  '& .rbc-off-range-bg': { bgcolor: 'action.hover' },
  // Every crew's day shows (no "+N more"): each week row is as tall as its busiest day, at least a readable cell.
  '& .rbc-month-view': { flex: 'none' },
  '& .rbc-month-row': { flex: '1 0 auto', flexBasis: 'auto', minHeight: 96, overflow: 'visible' },
  '& .rbc-month-row .rbc-row-content': { position: 'relative' },
  // A crew's day has no hours: week and day views keep their all-day rows (one column per crew) and drop the time grid.
  '& .rbc-time-content, & .rbc-time-header-gutter, & .rbc-allday-cell + .rbc-time-content': { display: 'none' },
  '& .rbc-time-view .rbc-allday-cell': { height: 'auto', minHeight: 64 },
  '& .rbc-time-view-resources .rbc-time-header-content': { minWidth: { xs: 420, md: 560 } },
  '& .rbc-time-view-resources .rbc-header, & .rbc-time-view-resources .rbc-day-bg': { minWidth: 80 },
  // Days of the next and previous month stay readable (text.disabled fails WCAG AA contrast): their shaded background sets them apart.
  '& .rbc-off-range': { color: 'text.secondary' },
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
  // Events read as cards: the status dots carry the colour, so the card itself stays quiet in both themes.
  '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.28 : 0.1),
    color: 'text.primary',
    border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
    borderLeft: `4px solid ${theme.palette.primary.main}`,
    borderRadius: '4px',
    fontSize: '0.75rem',
    padding: '2px 4px',
  },
  '& .rbc-event.rbc-selected, & .rbc-event:focus': {
    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.45 : 0.22),
    outline: 'none',
  },
  '& .rbc-addons-dnd-dragged-event': { opacity: 0.4 },
  '& .rbc-show-more': { bgcolor: 'transparent', color: 'primary.main' },
  '& .rbc-overlay': { bgcolor: 'background.paper', borderColor: theme.palette.divider },
  '& .rbc-current-time-indicator': { bgcolor: 'secondary.main' },
  [theme.breakpoints.down('sm')]: { '& .rbc-toolbar': { flexDirection: 'column' }, '& .rbc-header': { fontSize: '0.7rem' } },
});
