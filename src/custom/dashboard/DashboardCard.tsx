// One part of a dashboard: a titled card (its title a heading, so the page reads as an outline), an optional link below.
import type { ReactNode } from 'react';
import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

interface DashboardCardProps {
  title: string;
  subheader?: ReactNode;
  action?: ReactNode;
  /** Outlined inside another card (the vendor page). */
  outlined?: boolean;
  children: ReactNode;
}

export function DashboardCard({ title, subheader, action, outlined, children }: DashboardCardProps) {
  return (
    <Card
      component="section"
      aria-label={title}
      variant={outlined ? 'outlined' : 'elevation'}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardHeader title={title} subheader={subheader} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent sx={{ flexGrow: 1 }}>{children}</CardContent>
      {action && <CardActions>{action}</CardActions>}
    </Card>
  );
}

export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="small">
      {children}
    </Button>
  );
}

/** A figure and what it is: "12" over "Completed visits". */
export function Figure({ value, label, detail }: { value: ReactNode; label: string; detail?: ReactNode }) {
  return (
    <div>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      <Typography variant="body2">{label}</Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
    </div>
  );
}
