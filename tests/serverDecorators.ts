// The server's plugins add their decorators to Fastify with `declare module 'fastify'`. This program reads the server
// through its declarations (tsconfig references), which carry those additions only for the files it loads: it loads them here
// (tests/serverDecorators.test.ts names a server file that declares decorators and is missing).
import type {} from '../server/plugins/events';
import type {} from '../server/plugins/database';
import type {} from '../server/modules/messaging/transports';
import type {} from '../server/modules/messaging/notifier';
import type {} from '../server/plugins/storableInput';
import type {} from '../server/plugins/auth';
import type {} from '../server/plugins/jobs';
import type {} from '../server/plugins/idempotency';
import type {} from '../server/plugins/realtime';
import type {} from '../server/plugins/sharedCache';
import type {} from '../server/plugins/siteAddress';
