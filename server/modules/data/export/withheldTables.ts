// The tables the data export leaves out, each with why: what is not the business's record but a secret, a key that
// works somewhere, a machine's state or a file. Every other table is an export type (exportTypes.ts); a test holds that
// each table of the schema is one or the other.
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  accountingConnections,
  accountingOauthStates,
  accountingRecords,
  cards,
  failureCounters,
  idempotentRequests,
  importKeys,
  importRows,
  inboundTexts,
  outbox,
  passwordResets,
  payLinks,
  sandboxTransactions,
  serverSecrets,
  sessions,
  signInLinks,
  staffSends,
  systemAccountUses,
  uploadedImages,
  zipcodes,
} from '../../../db/schema';

export const WITHHELD_TABLES: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [accountingConnections, "QuickBooks' keys: the tokens that reach the business's books, and the connection's state"],
  [accountingOauthStates, "QuickBooks sign-in states: the hashes of single-use values, valid 10 minutes"],
  [accountingRecords, "the QuickBooks push's bookkeeping: which record went to which company, with its QuickBooks id"],
  [serverSecrets, 'secrets: the token signing key and the values every node shares; whoever holds them can sign in as anyone'],
  [sessions, 'sessions: live sign-ins; a new install starts with none'],
  [passwordResets, 'password hashes: recovery tokens and codes, kept as hashes, single-use and short-lived'],
  [failureCounters, "sign-in throttling: counts of failed sign-ins per account and address, the server's own defence"],
  [cards, "card tokens: a token charges the customer at the gateway; another install's gateway account cannot use it"],
  [payLinks, 'card payment keys: the hashes of single-use pay-link tokens, each a way to pay an owed payment'],
  [signInLinks, 'sign-in keys: the hashes of single-use portal sign-in links, each a way into a customer\'s account'],
  [sandboxTransactions, "the sandbox gateway's ledger of test charges, keyed by idempotency keys; not the business's money"],
  [idempotentRequests, 'idempotency keys: the first answer to a request a phone may replay, kept a short while'],
  [importRows, "raw import files: every cell of an uploaded file, kept only while its import needs them"],
  [importKeys, "idempotency keys of imports: what makes the same file imported twice change nothing on this install"],
  [inboundTexts, "a replay guard: the provider's ids of the replies already read, so a replayed reply changes nothing"],
  [outbox, 'a development aid: mail and texts not sent because no mail server was set, recovery codes among them'],
  [staffSends, "the staff sending limit's bookkeeping: which user sent or resent a message by hand, kept minutes"],
  [systemAccountUses, "the job queue's bookkeeping: when each system account last sent or charged"],
  [uploadedImages, 'files: profile pictures as bytes, which a CSV does not carry; the backup has them'],
  [zipcodes, 'public reference data: zip code areas loaded by `npm run import:zipcodes`, the same for every business'],
]);
