// The visit page's calls (public, the token the only key) and the staff's ratings (docs/field.md "The visit page").
import type { PublicVisit, VisitRatingInput, VisitRatingResult, VisitRatings } from '../../common/schemas/visitPage';
import { apiCall, type Data } from './httpClient';

const publicPath = (token: string) => `/public/visits/${encodeURIComponent(token)}`;

export const visitPageMethods = {
  getPublicVisit: async (token: string) => (await apiCall<Data<PublicVisit>>(publicPath(token))).data,
  /** The customer's one rating: answers the review page to offer, or null. */
  rateVisit: async (token: string, rating: VisitRatingInput) =>
    (await apiCall<Data<VisitRatingResult>>(`${publicPath(token)}/rating`, { method: 'POST', body: rating })).data,
  getVisitRatings: async (days = 30) => (await apiCall<Data<VisitRatings>>(`/visit-ratings?days=${days}&limit=5`)).data,
};
