// Just enough of Intuit's OAuth 2.0 and QuickBooks Online v3 API on loopback for tests and development: the authorize
// redirect, the token endpoint with rotating refresh tokens, revoke, creates that honour `requestid`, voids, queries,
// invoices, credit memos and the payments applying money or a credit memo to an invoice (LinkedTxn checked against the
// invoice's and credit memo's customer, balance and remaining credit), journal entries whose debits equal their
// credits, employees and the TimeActivities naming them (required fields checked as Intuit documents them, a payroll
// item only as a reference), and 429, 5xx, a dropped answer or one never sent on demand (docs/accounting.md).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_QUICKBOOKS_CLIENT = { clientId: 'fake-client-id', clientSecret: 'fake-client-secret' };
const ENTITIES = {
  customer: 'Customer',
  item: 'Item',
  salesreceipt: 'SalesReceipt',
  invoice: 'Invoice',
  payment: 'Payment',
  creditmemo: 'CreditMemo',
  refundreceipt: 'RefundReceipt',
  journalentry: 'JournalEntry',
  account: 'Account',
  preferences: 'Preferences',
  paymentmethod: 'PaymentMethod',
  employee: 'Employee',
  timeactivity: 'TimeActivity',
} as const;
type EntityPath = keyof typeof ENTITIES;
type EntityName = (typeof ENTITIES)[EntityPath];
type QuickBooksObject = Record<string, unknown> & { Id: string; SyncToken: string };

export interface FakeApiAnswer {
  status: number;
  /** Seconds, sent as Retry-After (a 429's). */
  retryAfter?: number;
  /** Make the record, then drop the connection before answering: a timeout after QuickBooks acted (the next create's answer). */
  drop?: boolean;
}

/** A create as `holdCreate` sees it: the entity's path (`salesreceipt`…), `operation` and `include` (a void's) and the body. */
export interface FakeCreate {
  entity: string;
  operation: string | null;
  include: string | null;
  body: Record<string, unknown>;
}

export interface FakeQuickBooksRequest {
  method: string;
  path: string;
  /** The query's parameters (`operation`, `include`…). */
  query: Record<string, string>;
  requestId?: string;
  authorization: string;
}

export interface FakeQuickBooks {
  url: string;
  realmId: string;
  settings: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; revokeUrl: string; apiUrl: string };
  requests: FakeQuickBooksRequest[];
  /** Every record of an entity made so far (accounts included). */
  records(entity: EntityName): QuickBooksObject[];
  /** The next API answers (never the OAuth ones), in order; afterwards the API answers normally. */
  answerNext(...answers: FakeApiAnswer[]): void;
  deleteAccount(id: string): void;
  /** The bookkeeper changed a record in QuickBooks: its fields, and its SyncToken moves on. */
  edit(entity: EntityName, id: string, fields: Record<string, unknown>): void;
  /** A customer the company already had in QuickBooks before connecting; answers its id. */
  addCustomer(fields: Record<string, unknown> & { DisplayName: string }): string;
  /** An employee the company has in QuickBooks (Payroll or added by the bookkeeper); answers its id. */
  addEmployee(fields: { GivenName: string; FamilyName: string; DisplayName?: string; Active?: boolean }): string;
  /** An account the bookkeeper made in QuickBooks; answers its id. */
  addAccount(fields: { Name: string; AccountType: string; AccountSubType?: string }): string;
  /**
   * The `nth` create from now (1 the next), or the first create `which` matches, is made and never answered, as when
   * the process sending it is killed at that moment; resolves once it is made.
   */
  holdCreate(which: number | ((create: FakeCreate) => boolean)): Promise<void>;
  /** Every refresh token given so far stops working: the next refresh is refused (invalid_grant). */
  forgetRefreshTokens(): void;
  /** Refresh tokens handed out (rotated) so far. */
  refreshCount(): number;
  close(): Promise<void>;
}

interface Grant {
  access: string;
  accessExpiresAt: number;
  refresh: string;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

const json = (response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) =>
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

const fault = (code: string, message: string, detail: string) => ({
  Fault: { Error: [{ Message: message, Detail: detail, code }], type: 'ValidationFault' },
  time: new Date().toISOString(),
});

const SEEDED_ACCOUNTS = [
  { Name: 'Services', AccountType: 'Income', AccountSubType: 'ServiceFeeIncome' },
  { Name: 'Landscaping Services', AccountType: 'Income', AccountSubType: 'ServiceFeeIncome' },
  { Name: 'Undeposited Funds', AccountType: 'Other Current Asset', AccountSubType: 'UndepositedFunds' },
  { Name: 'Checking', AccountType: 'Bank', AccountSubType: 'Checking' },
  { Name: 'Bank Charges & Fees', AccountType: 'Expense', AccountSubType: 'BankCharges' },
  { Name: 'Merchant Fees', AccountType: 'Expense', AccountSubType: 'OtherMiscellaneousServiceCost' },
];

/** How Intuit voids each entity that can be voided (`update`: `operation=update&include=void`). */
const VOID_FORMS: Partial<Record<EntityName, 'void' | 'update'>> = { Invoice: 'void', SalesReceipt: 'update', Payment: 'update' };

/** The references each entity's body may carry, and the entity each names. */
const REFERENCES: [string, EntityName][] = [
  ['CustomerRef', 'Customer'],
  ['IncomeAccountRef', 'Account'],
  ['DepositToAccountRef', 'Account'],
  ['AccountRef', 'Account'],
  ['ItemRef', 'Item'],
  ['PaymentMethodRef', 'PaymentMethod'],
  ['EmployeeRef', 'Employee'],
];

/** QuickBooks' names are unique without regard to case or the spaces around them. */
const sameName = (a: unknown, b: unknown) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

function referencesOf(body: unknown, found: [EntityName, string][] = []): [EntityName, string][] {
  if (Array.isArray(body)) body.forEach((value) => referencesOf(value, found));
  else if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body)) {
      const reference = REFERENCES.find(([name]) => name === key);
      if (reference && value && typeof value === 'object' && 'value' in value) found.push([reference[1], String(value.value)]);
      else referencesOf(value, found);
    }
  return found;
}

export async function startFakeQuickBooks(
  options: { port?: number; host?: string; accessTokenSeconds?: number } = {},
): Promise<FakeQuickBooks> {
  const realmId = `9130${randomBytes(6).readUIntBE(0, 6)}`.slice(0, 16);
  const requests: FakeQuickBooksRequest[] = [];
  const queued: FakeApiAnswer[] = [];
  const store = new Map<EntityName, QuickBooksObject[]>();
  const byRequestId = new Map<string, object>();
  const codes = new Map<string, string>();
  const grants: Grant[] = [];
  const revoked = new Set<string>();
  let nextId = 1;
  let hold: { matches: (create: FakeCreate) => boolean; reached: () => void } | undefined;
  let refreshes = 0;
  const token = () => randomBytes(24).toString('base64url');
  const list = (entity: EntityName) => store.get(entity) ?? store.set(entity, []).get(entity)!;
  const add = (entity: EntityName, fields: Record<string, unknown>) => {
    const record = { ...fields, Id: String(nextId++), SyncToken: '0', MetaData: { CreateTime: new Date().toISOString() } };
    list(entity).push(record);
    return record;
  };
  for (const account of SEEDED_ACCOUNTS) add('Account', { ...account, Active: true });
  for (const name of ['Cash', 'Check', 'Visa', 'MasterCard', 'Discover', 'American Express'])
    add('PaymentMethod', { Name: name, Type: name === 'Cash' || name === 'Check' ? 'NON_CREDIT_CARD' : 'CREDIT_CARD', Active: true });
  // A new QuickBooks company applies credits by itself; the test turns it off through `records('Preferences')`.
  add('Preferences', { SalesFormsPrefs: { AutoApplyCredit: true } });

  const newGrant = (): Grant => {
    const grant = { access: token(), accessExpiresAt: Date.now() + (options.accessTokenSeconds ?? 3600) * 1000, refresh: token() };
    grants.push(grant);
    return grant;
  };
  const tokenAnswer = (grant: Grant) => ({
    token_type: 'bearer',
    access_token: grant.access,
    refresh_token: grant.refresh,
    expires_in: Math.round((grant.accessExpiresAt - Date.now()) / 1000),
    x_refresh_token_expires_in: 8_726_400,
  });

  async function oauth(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (url.pathname === '/connect/oauth2') {
      const code = token();
      codes.set(code, url.searchParams.get('redirect_uri') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://invalid/');
      back.search = new URLSearchParams({ code, state: url.searchParams.get('state') ?? '', realmId }).toString();
      return response.writeHead(302, { location: back.toString() }).end();
    }
    const expected = `Basic ${Buffer.from(`${FAKE_QUICKBOOKS_CLIENT.clientId}:${FAKE_QUICKBOOKS_CLIENT.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return json(response, 401, { error: 'invalid_client' });
    const body = await readBody(request);
    const form = new URLSearchParams(body);
    if (url.pathname === '/oauth2/v1/tokens/revoke') {
      const given = (JSON.parse(body || '{}') as { token?: string }).token ?? '';
      for (const grant of grants) if (grant.refresh === given || grant.access === given) revoked.add(grant.refresh);
      return json(response, 200, {});
    }
    if (form.get('grant_type') === 'authorization_code') {
      const redirect = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (redirect === undefined || redirect !== form.get('redirect_uri')) return json(response, 400, { error: 'invalid_grant' });
      return json(response, 200, tokenAnswer(newGrant()));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = grants.find((candidate) => candidate.refresh === form.get('refresh_token'));
      if (!grant || revoked.has(grant.refresh)) return json(response, 400, { error: 'invalid_grant' });
      // Rotation: the old refresh token stops working once a new one is handed out.
      revoked.add(grant.refresh);
      refreshes += 1;
      return json(response, 200, tokenAnswer(newGrant()));
    }
    return json(response, 400, { error: 'unsupported_grant_type' });
  }

  /**
   * Intuit's forms: an Invoice is voided with `operation=void`; a SalesReceipt or a Payment with
   * `operation=update&include=void`; an update (sparse or full) names the record's current SyncToken, else 5010.
   */
  function change(entity: EntityName, body: Record<string, unknown>, operation: string | null, include: string | null): [number, object] {
    const voiding = operation === 'void' || include === 'void';
    const form = VOID_FORMS[entity];
    if (voiding && (!form || (form === 'void' ? operation !== 'void' : operation !== 'update' || include !== 'void')))
      return [
        400,
        fault(
          '4000',
          'Operation not supported',
          `Operation ${operation ?? 'create'}${include ? `&include=${include}` : ''} is not supported for ${entity}`,
        ),
      ];
    const record = list(entity).find((candidate) => candidate.Id === String(body.Id));
    if (!record)
      return [400, fault('610', 'Object Not Found', `Object Not Found : Something you're trying to use has been made inactive.`)];
    if (String(body.SyncToken) !== record.SyncToken)
      return [
        400,
        fault('5010', 'Stale Object Error', `Stale Object Error : You and ${record.SyncToken} worked on this at the same time.`),
      ];
    if (
      entity === 'Customer' &&
      body.DisplayName !== undefined &&
      list('Customer').some((other) => other !== record && sameName(other.DisplayName, body.DisplayName))
    )
      return [
        400,
        fault('6240', 'Duplicate Name Exists Error', 'The name supplied already exists. : Another Customer is already using this name.'),
      ];
    const { sparse, ...fields } = body;
    // A full update (no `sparse: true`) replaces the record: every writable field left out is cleared.
    if (sparse !== true && !voiding)
      for (const key of Object.keys(record)) if (!['Id', 'SyncToken', 'MetaData', 'Active'].includes(key)) delete record[key];
    Object.assign(record, fields, voiding ? { PrivateNote: 'Voided', TotalAmt: 0, Line: [], Voided: true } : {}, {
      SyncToken: String(Number(record.SyncToken) + 1),
    });
    return [200, { [entity]: record }];
  }

  function create(entity: EntityName, body: Record<string, unknown>, operation: string | null, include: string | null): [number, object] {
    if (operation || include || body.Id !== undefined) return change(entity, body, operation, include);
    for (const [referenced, id] of referencesOf(body))
      if (!list(referenced).some((candidate) => candidate.Id === id && candidate.Active !== false))
        return [400, fault('2500', 'Invalid Reference Id', `Invalid Reference Id : ${referenced}s element id ${id} not found`)];
    if (entity === 'Invoice' && list('Invoice').some((candidate) => candidate.DocNumber === body.DocNumber))
      return [400, fault('6140', 'Duplicate Document Number Error', `Duplicate Document Number Error : DocNumber=${body.DocNumber}`)];
    if (entity === 'TimeActivity') {
      const refused = timeActivityRefusal(body);
      if (refused) return [400, fault('2020', 'Required param missing, need to supply the required value for the API', refused)];
      if (!isReference(body.PayrollItemRef))
        return [400, fault('2010', 'Request has invalid or unsupported property', 'PayrollItemRef must be a reference: { value }')];
    }
    if (entity === 'JournalEntry') {
      const refused = unbalanced(body);
      if (refused) return [400, fault('6000', 'A business validation error has occurred', refused)];
    }
    if (entity === 'Payment') {
      const refused = applyPayment(body);
      if (refused) return [400, fault('2010', 'Request has invalid or unsupported property', refused)];
    }
    const nameField = entity === 'Customer' ? 'DisplayName' : 'Name';
    const named = ['Customer', 'Item', 'Account'].includes(entity) ? body[nameField] : undefined;
    if (named !== undefined && list(entity).some((candidate) => sameName(candidate[nameField], named)))
      return [
        400,
        fault('6240', 'Duplicate Name Exists Error', `The name supplied already exists. : Another ${entity} is already using this name.`),
      ];
    const lines = Array.isArray(body.Line) ? (body.Line as { Amount?: number }[]) : [];
    const tax = (body.TxnTaxDetail as { TotalTax?: number } | undefined)?.TotalTax ?? 0;
    const total = lines.reduce((sum, line) => sum + (line.Amount ?? 0), tax);
    const totalAmt = Math.round(total * 100) / 100;
    if (totalAmt < 0 && ['SalesReceipt', 'RefundReceipt', 'Invoice'].includes(entity))
      return [400, fault('6000', 'A business validation error has occurred', 'Transaction total cannot be negative.')];
    return [
      200,
      {
        [entity]: add(entity, {
          ...body,
          // A payment's TotalAmt is its own: money received, which is zero when it only applies a credit memo.
          ...(lines.length && entity !== 'Payment' && entity !== 'JournalEntry' && { TotalAmt: totalAmt }),
          ...(entity === 'Invoice' && { Balance: totalAmt }),
          ...(entity === 'CreditMemo' && { Balance: totalAmt, RemainingCredit: totalAmt }),
          Active: true,
        }),
      },
    ];
  }

  /**
   * A payment's lines each name an invoice or a credit memo of the same customer, paying at most the invoice's balance
   * or using at most the memo's remaining credit, which they lower; what it received (TotalAmt) is what the invoices'
   * lines apply less the credit memos', as in QuickBooks.
   */
  function applyPayment(body: Record<string, unknown>): string | undefined {
    const lines = (Array.isArray(body.Line) ? body.Line : []) as { Amount?: number; LinkedTxn?: { TxnId?: string; TxnType?: string }[] }[];
    const customer = (body.CustomerRef as { value?: string } | undefined)?.value;
    const applied: [QuickBooksObject, 'Balance' | 'RemainingCredit', number][] = [];
    let received = 0;
    for (const line of lines)
      for (const linked of line.LinkedTxn ?? []) {
        const amount = line.Amount ?? 0;
        const isCredit = linked.TxnType === 'CreditMemo';
        const entity = isCredit ? 'CreditMemo' : linked.TxnType === 'Invoice' ? 'Invoice' : undefined;
        const target = entity && list(entity).find((candidate) => candidate.Id === linked.TxnId);
        if (!target) return `LinkedTxn ${linked.TxnId} is not ${isCredit ? 'a credit memo' : 'an invoice'}`;
        if ((target.CustomerRef as { value?: string }).value !== customer) return `${entity} ${target.Id} is another customer's`;
        const left = isCredit ? 'RemainingCredit' : 'Balance';
        if (amount > Number(target[left]) + 0.001)
          return isCredit
            ? `Payment uses more than credit memo ${target.Id} has left`
            : `Payment exceeds the balance of invoice ${target.Id}`;
        applied.push([target, left, amount]);
        received += isCredit ? -amount : amount;
      }
    if (!applied.some(([target]) => list('Invoice').includes(target))) return 'A payment must be applied to an invoice';
    if (Math.abs(received - Number(body.TotalAmt ?? 0)) > 0.001) return 'TotalAmt is not what the lines apply less the credits';
    for (const [target, left, amount] of applied) target[left] = Math.round((Number(target[left]) - amount) * 100) / 100;
    return undefined;
  }

  /**
   * Intuit's TimeActivity: `NameOf` Employee (with `EmployeeRef`) or Vendor (with `VendorRef`), and the time either as
   * `Hours` and `Minutes` (whole, minutes under 60) or as `StartTime` and `EndTime`; `TxnDate` a date when given.
   */
  function timeActivityRefusal(body: Record<string, unknown>): string | undefined {
    if (body.NameOf !== 'Employee' && body.NameOf !== 'Vendor') return 'Required parameter NameOf is missing in the request';
    const reference = body.NameOf === 'Employee' ? 'EmployeeRef' : 'VendorRef';
    if (!(body[reference] as { value?: string } | undefined)?.value) return `Required parameter ${reference} is missing in the request`;
    const whole = (value: unknown) => value === undefined || (Number.isInteger(value) && Number(value) >= 0);
    const byHours = body.Hours !== undefined || body.Minutes !== undefined;
    if (byHours && (!whole(body.Hours) || !whole(body.Minutes) || Number(body.Minutes ?? 0) > 59))
      return 'Hours and Minutes must be whole numbers, Minutes under 60';
    if (!byHours && (body.StartTime === undefined || body.EndTime === undefined))
      return 'Required parameter Hours/Minutes or StartTime/EndTime is missing in the request';
    if (body.TxnDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(body.TxnDate))) return 'TxnDate is not a date';
    return undefined;
  }

  /** A reference as LawnDesk must send one, `{ value: "<id>" }`, when given at all (a bare id or a number is refused). */
  function isReference(value: unknown): boolean {
    if (value === undefined) return true;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    const { value: id, ...rest } = value as Record<string, unknown>;
    return typeof id === 'string' && id !== '' && !Object.keys(rest).length;
  }

  /** A journal entry's debits must equal its credits, each line naming its posting type and account. */
  function unbalanced(body: Record<string, unknown>): string | undefined {
    const lines = (Array.isArray(body.Line) ? body.Line : []) as {
      Amount?: number;
      JournalEntryLineDetail?: { PostingType?: string; AccountRef?: { value?: string } };
    }[];
    let balance = 0;
    for (const line of lines) {
      const detail = line.JournalEntryLineDetail;
      if (!detail?.AccountRef?.value || !['Debit', 'Credit'].includes(detail.PostingType ?? ''))
        return 'Each journal entry line needs a posting type and an account';
      balance += (detail.PostingType === 'Debit' ? 1 : -1) * (line.Amount ?? 0);
    }
    if (lines.length < 2 || Math.abs(balance) > 0.001) return 'Journal Entry Must Balance: debits and credits are not equal';
    return undefined;
  }

  function query(text: string): [number, object] {
    const match = /^\s*select\s+\*\s+from\s+(\w+)/i.exec(text);
    const entity = Object.values(ENTITIES).find((name) => name.toLowerCase() === match?.[1]?.toLowerCase());
    if (!entity) return [400, fault('4000', 'Error parsing query', `QueryParserError: ${text}`)];
    // Intuit's paging: STARTPOSITION counts from 1, MAXRESULTS is at most 1000 (100 when not given).
    const start = Number(/startposition\s+(\d+)/i.exec(text)?.[1] ?? 1);
    const max = Number(/maxresults\s+(\d+)/i.exec(text)?.[1] ?? 100);
    if (max > 1000 || start < 1) return [400, fault('4000', 'Error parsing query', `QueryParserError: ${text}`)];
    const rows = list(entity)
      .filter((record) => record.Active !== false)
      .slice(start - 1, start - 1 + max);
    return [200, { QueryResponse: { [entity]: rows, startPosition: start, maxResults: rows.length }, time: new Date().toISOString() }];
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = /^\/v3\/company\/([^/]+)\/(\w+)(?:\/(\d+))?$/.exec(url.pathname);
    const requestId = url.searchParams.get('requestid') ?? undefined;
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      requestId,
      authorization: request.headers.authorization ?? '',
    });
    const body = request.method === 'POST' ? await readBody(request) : '';
    // A dropped answer is QuickBooks acting and the line failing: it waits for the next create.
    const answer = queued[0]?.drop && request.method !== 'POST' ? undefined : queued.shift();
    if (answer && !answer.drop)
      return json(response, answer.status, fault(String(answer.status), 'Service unavailable', 'Try again later.'), {
        ...(answer.retryAfter !== undefined && { 'retry-after': String(answer.retryAfter) }),
      });
    const grant = grants.find((candidate) => `Bearer ${candidate.access}` === request.headers.authorization);
    if (!grant || revoked.has(grant.refresh) || grant.accessExpiresAt < Date.now())
      return json(response, 401, fault('3200', 'AuthenticationFailed', 'Token expired or invalid'));
    if (!path || path[1] !== realmId) return json(response, 403, fault('3100', 'ApplicationAuthorizationFailed', 'Wrong company'));
    const entity = ENTITIES[path[2] as EntityPath] as EntityName | undefined;
    let result: [number, object];
    if (path[2] === 'query' && request.method === 'GET') result = query(url.searchParams.get('query') ?? '');
    else if (entity && path[3] && request.method === 'GET') {
      const found = list(entity).find((candidate) => candidate.Id === path[3]);
      result = found ? [200, { [entity]: found }] : [400, fault('610', 'Object Not Found', `Object Not Found : ${entity} ${path[3]}`)];
    } else if (!entity || request.method !== 'POST' || path[3]) result = [404, fault('404', 'Not found', url.pathname)];
    else if (requestId && byRequestId.has(`${path[2]}:${requestId}`)) result = [200, byRequestId.get(`${path[2]}:${requestId}`)!];
    else {
      result = create(
        entity,
        JSON.parse(body || '{}') as Record<string, unknown>,
        url.searchParams.get('operation'),
        url.searchParams.get('include'),
      );
      if (requestId && result[0] === 200) byRequestId.set(`${path[2]}:${requestId}`, result[1]);
    }
    if (answer?.drop) return request.socket.destroy();
    const made = {
      entity: path?.[2] ?? '',
      operation: url.searchParams.get('operation'),
      include: url.searchParams.get('include'),
      body: JSON.parse(body || '{}'),
    };
    if (hold && request.method === 'POST' && entity && hold.matches(made)) {
      hold.reached();
      hold = undefined;
      return;
    }
    json(response, result[0], result[1]);
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const handler = url.pathname.startsWith('/v3/') ? api : oauth;
    handler(request, response, url).catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    realmId,
    settings: {
      ...FAKE_QUICKBOOKS_CLIENT,
      authorizeUrl: `${url}/connect/oauth2`,
      tokenUrl: `${url}/oauth2/v1/tokens/bearer`,
      revokeUrl: `${url}/oauth2/v1/tokens/revoke`,
      apiUrl: url,
    },
    requests,
    records: (entity) => list(entity),
    answerNext: (...answers) => queued.push(...answers),
    addAccount: (fields) => add('Account', { ...fields, Active: true }).Id,
    addCustomer: (fields) => add('Customer', { ...fields, Active: true }).Id,
    addEmployee: (fields) => add('Employee', { DisplayName: `${fields.GivenName} ${fields.FamilyName}`, Active: true, ...fields }).Id,
    edit: (entity, id, fields) => {
      const record = list(entity).find((candidate) => candidate.Id === id);
      if (record) Object.assign(record, fields, { SyncToken: String(Number(record.SyncToken) + 1) });
    },
    deleteAccount: (id) => {
      const account = list('Account').find((candidate) => candidate.Id === id);
      if (account) account.Active = false;
    },
    holdCreate: (which) =>
      new Promise<void>((reached) => {
        let left = typeof which === 'number' ? which : 0;
        hold = { matches: typeof which === 'number' ? () => (left -= 1) === 0 : which, reached };
      }),
    forgetRefreshTokens: () => grants.forEach((grant) => revoked.add(grant.refresh)),
    refreshCount: () => refreshes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
