// The local fake of Intuit's OAuth and QuickBooks Online v3 API for development (tests/fakeQuickBooks.ts): prints the
// settings that point the server at it. Its company lives in memory: restarting it starts an empty one.
import { startFakeQuickBooks } from '../tests/fakeQuickBooks';

const fake = await startFakeQuickBooks({
  port: Number(process.env.FAKE_QUICKBOOKS_PORT ?? 4710),
  host: process.env.FAKE_QUICKBOOKS_HOST ?? '127.0.0.1',
});
// The company runs payroll: its employees are the demo's crew and office, to link under "QuickBooks employees".
for (const [GivenName, FamilyName] of [
  ['Carlos', 'Mendoza'],
  ['Casey', 'Rivera'],
  ['Avery', 'Admin'],
])
  fake.addEmployee({ GivenName, FamilyName });
const { settings } = fake;
console.log(`Fake QuickBooks on ${fake.url} (company ${fake.realmId}): start the server with
QUICKBOOKS_CLIENT_ID=${settings.clientId} QUICKBOOKS_CLIENT_SECRET=${settings.clientSecret} \\
QUICKBOOKS_AUTHORIZE_URL=${settings.authorizeUrl} QUICKBOOKS_TOKEN_URL=${settings.tokenUrl} \\
QUICKBOOKS_REVOKE_URL=${settings.revokeUrl} QUICKBOOKS_API_URL=${settings.apiUrl} \
QUICKBOOKS_REQUESTS_PER_MINUTE=0`);
