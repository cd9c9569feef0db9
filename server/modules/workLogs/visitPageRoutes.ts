// The visit page's calls (docs/field.md "The visit page"): /public/visits/{token}, no sign-in, the token the only key
// (an altered one is a 404, an expired one a 410); the rating limited per token as a quote's approval is, so a link is
// not a way to flood the office. And /visit-ratings, the ratings staff read.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { envelope } from '../../../common/schemas/envelope';
import {
  publicVisit,
  publicVisitParams,
  publicVisitPhotoParams,
  visitRatingInput,
  visitRatingResult,
  visitRatings,
  visitRatingsQuery,
} from '../../../common/schemas/visitPage';
import { STAFF } from './access';
import { workLogPhotoQuery } from '../../../common/schemas/workLogPhotos';
import { IMAGE_HEADERS } from '../../lib/images';
import { publicVisitOf, publicVisitPhotoFile, rateVisit, visitRatingsOf } from './visitPages';

const tags = ['visit page'];
const reading = { access: { public: true }, rateLimit: { max: 60, timeWindow: '15 minutes' } } as const;
const rating = {
  access: { public: true } as const,
  rateLimit: {
    max: 10,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) =>
      `visit:${createHash('sha256')
        .update((request.params as { token?: string }).token ?? '')
        .digest('base64url')}`,
  },
};

const visitPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/visits/:token',
    { config: reading, schema: { tags, params: publicVisitParams, response: { 200: envelope(publicVisit) } } },
    async (request) => ({ status: 200, data: await publicVisitOf(app, request.params.token) }),
  );

  app.get(
    '/public/visits/:token/photos/:photoId',
    { config: reading, schema: { tags, hide: true, params: publicVisitPhotoParams, querystring: workLogPhotoQuery } },
    async (request, reply) => {
      const { token, photoId } = request.params;
      const photo = await publicVisitPhotoFile(app, token, photoId, request.query.size);
      return reply
        .type(photo.contentType)
        .headers({ 'Cache-Control': 'private, max-age=3600', 'Referrer-Policy': 'no-referrer', ...IMAGE_HEADERS })
        .send(photo.bytes);
    },
  );

  app.post(
    '/public/visits/:token/rating',
    { config: rating, schema: { tags, params: publicVisitParams, body: visitRatingInput, response: { 200: envelope(visitRatingResult) } } },
    async (request) => ({
      status: 200,
      message: 'server.visit_page.rated',
      data: await rateVisit(app, request.params.token, request.body),
    }),
  );

  app.get(
    '/visit-ratings',
    { config: STAFF, schema: { tags, querystring: visitRatingsQuery, response: { 200: envelope(visitRatings) } } },
    async (request) => ({ status: 200, data: await visitRatingsOf(app.database.db, request.query) }),
  );
};

export default visitPageRoutes;
