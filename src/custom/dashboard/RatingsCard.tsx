// The customers' ratings of their visits (docs/field.md "The visit page"): the average of the last 30 days and the
// newest few, each opening its visit; read again live when a customer rates one (VISIT_RATED_EVENT).
import { Rating, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { VISIT_RATINGS_QUERY_KEY } from '../../ui/notifications/liveQueries';
import { assignmentPath } from '../assignment/paths';
import { DashboardCard, Figure } from './DashboardCard';

const DAYS = 30;

export function RatingsCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data } = useQuery({
    queryKey: [...VISIT_RATINGS_QUERY_KEY, DAYS],
    queryFn: () => dataProvider.getVisitRatings(DAYS),
    retry: false,
  });
  if (!data) return null;
  return (
    <DashboardCard title={translate('app.visit_page.ratings.title')}>
      {data.count === 0 ? (
        <Typography color="text.secondary">{translate('app.visit_page.ratings.none', { days: DAYS })}</Typography>
      ) : (
        <Figure
          value={<span data-testid="ratings-average">{data.average?.toFixed(1)}</span>}
          label={translate('app.visit_page.ratings.average', { average: data.average?.toFixed(1), smart_count: data.count, days: DAYS })}
        />
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {data.list.map((row) => (
          <Stack component="li" key={row.workLogId} spacing={0.25}>
            <Stack direction="row" spacing={1} alignItems="center">
              <Rating value={row.stars} readOnly size="small" aria-label={translate('app.visit_page.star', { smart_count: row.stars })} />
              <Link
                component={RouterLink}
                to={assignmentPath(row.workLogId)}
                aria-label={`${translate('app.visit_page.ratings.open')}: ${row.customerName}`}
              >
                {row.customerName}
              </Link>
              <Typography variant="body2" color="text.secondary" noWrap>
                {row.address}
              </Typography>
            </Stack>
            {row.comment && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row.comment}
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
    </DashboardCard>
  );
}
