// The report catalogue (/reports): every report by subject, each a link to its page; a vendor sees its own two.
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isStaff } from '../../../common/permissions';
import { type ReportKey, VENDOR_REPORTS } from '../../../common/schemas/report';
import { session } from '../../auth/session';
import { CHARGE_LATER_REPORT_PATH, reportPath } from './paths';

const CHARGE_LATER = 'charge-later-customers';
const CATALOGUE: { subject: string; reports: (ReportKey | typeof CHARGE_LATER)[] }[] = [
  { subject: 'visits', reports: ['visits', 'skipped-visits', 'time-sheets'] },
  { subject: 'payments', reports: ['revenue', 'sales-tax', 'ar-aging', 'payments', 'failed-payments', 'vendor-commissions', CHARGE_LATER] },
  { subject: 'customers', reports: ['customers', 'customer-changes', 'referrals', 'leads'] },
  { subject: 'owner', reports: ['owner-numbers', 'crew-productivity', 'customer-retention'] },
];

export function ReportCatalogue() {
  const translate = useTranslate();
  const user = session.user();
  const staff = user ? isStaff(user) : false;
  const shown = (report: ReportKey | typeof CHARGE_LATER) => staff || (report !== CHARGE_LATER && VENDOR_REPORTS.includes(report));
  return (
    <div>
      <Title title="app.page.reports" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
        {translate('app.reports.catalogue.intro')}
      </Typography>
      {CATALOGUE.map(({ subject, reports }) => {
        const visible = reports.filter(shown);
        if (!visible.length) return null;
        return (
          <section key={subject} aria-labelledby={`reports-${subject}`}>
            <Typography id={`reports-${subject}`} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
              {translate(`app.reports.catalogue.${subject}`)}
            </Typography>
            <Grid container spacing={2}>
              {visible.map((report) => (
                <Grid key={report} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardActionArea
                      component={Link}
                      to={report === CHARGE_LATER ? CHARGE_LATER_REPORT_PATH : reportPath(report)}
                      sx={{ height: '100%' }}
                    >
                      <CardContent>
                        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                          {translate(`app.reports.names.${report}`)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {translate(`app.reports.descriptions.${report}`)}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </section>
        );
      })}
    </div>
  );
}
