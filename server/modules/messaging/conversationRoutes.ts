// The staff inbox: GET /conversations (threads, newest first: unread, assigned to me, paged), GET /conversations/{id}
// (the thread both ways and its context, read by the caller), POST /conversations/{id}/read, POST
// /conversations/{id}/messages (a reply: once per Idempotency-Key, in order) and PUT /conversations/{id}/assignee.
// GET /conversations/{id}/media/{mediaId} is an MMS's image. `{id}` is the customer's id, or a lead thread's own id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assigneeInput,
  replyInput,
  thread,
  threadDetail,
  threadList,
  threadListQuery,
  threadMessage,
  threadMediaParams,
  threadParams,
  threadReadQuery,
} from '../../../common/schemas/conversation';
import { envelope } from '../../../common/schemas/envelope';
import { IMAGE_HEADERS } from '../../lib/images';
import { assignThread, listThreads, markRead, readThread, sendReply, threadOf } from './conversations';
import { mediaFile } from './inboundMedia';

const config = { access: { permission: 'customer_list' } } as const;
const tags = ['conversations'];

const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/conversations',
    { config, schema: { tags, querystring: threadListQuery, response: { 200: envelope(threadList) } } },
    async (request) => ({
      status: 200,
      data: await listThreads(db, app.currentUser(request)._id, request.query),
    }),
  );

  app.get(
    '/conversations/:id',
    { config, schema: { tags, params: threadParams, querystring: threadReadQuery, response: { 200: envelope(threadDetail) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      // A read mark changes the caller's counts only: no push (every open tab would read the thread again, and mark it).
      return { status: 200, data: await readThread(app, request.params.id, userId, request.query.markRead) };
    },
  );

  // An MMS image fetched from Twilio, read with staff's token (never from a public address).
  app.get(
    '/conversations/:id/media/:mediaId',
    { config, schema: { tags, hide: true, params: threadMediaParams } },
    async (request, reply) => {
      const found = await threadOf(db, request.params.id);
      const image = await mediaFile(db, found._id, request.params.mediaId);
      return reply
        .type(image.contentType)
        .headers({ 'Cache-Control': 'private, max-age=3600', ...IMAGE_HEADERS })
        .send(image.bytes);
    },
  );

  app.post(
    '/conversations/:id/read',
    { config, schema: { tags, params: threadParams, response: { 200: envelope(thread) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const found = await threadOf(db, request.params.id);
      await markRead(db, found._id, userId);
      return { status: 200, data: (await readThread(app, found._id, userId, false)).thread };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: { ...config, idempotent: true },
      schema: { tags, params: threadParams, body: replyInput, response: { 201: envelope(threadMessage) } },
    },
    async (request, reply) => {
      const userId = app.currentUser(request)._id;
      const message = await sendReply(app, request.params.id, userId, request.body.body);
      request.log.info({ thread: request.params.id, textId: message.id, userId }, 'inbox reply queued');
      reply.status(201);
      return { status: 201, message: 'server.messages.sent', data: message };
    },
  );

  app.put(
    '/conversations/:id/assignee',
    { config, schema: { tags, params: threadParams, body: assigneeInput, response: { 200: envelope(thread) } } },
    async (request) => ({
      status: 200,
      data: await assignThread(app, request.params.id, app.currentUser(request)._id, request.body.assigneeId),
    }),
  );
};

export default conversationRoutes;
