import { describe, expect, it } from 'vitest';
import { apiTestFolder, rewriteReferences } from './apiTestFolders';

describe('the API test files’ folders', () => {
  it('puts a file in its domain’s folder by its name, and what crosses domains in platform', () => {
    expect(apiTestFolder('quickbooksKill.test.ts')).toBe('accounting');
    expect(apiTestFolder('workLogsRainDay.test.ts')).toBe('scheduling');
    expect(apiTestFolder('workLogsBulk.test.ts')).toBe('workLogs');
    expect(apiTestFolder('payLink.test.ts')).toBe('billing');
    expect(apiTestFolder('accessMatrix.test.ts')).toBe('platform');
  });

  it('re-aims a moved file’s imports, mocks and paths from its folder, and what others say of it', () => {
    const moves = new Map([
      ['tests/api/payments.test.ts', 'tests/api/billing/payments.test.ts'],
      ['tests/api/cards.test.ts', 'tests/api/billing/cards.test.ts'],
    ]);
    const text = [
      "import { createTestApp } from './helpers';",
      "import { card } from './cards.test';",
      "import type { Config } from '../../server/config';",
      "vi.mock('../../server/lib/mailer', () => ({}));",
      "type Mailer = typeof import('../../server/lib/mailer');",
      "const doc = new URL('../../docs/billing.md', import.meta.url);",
      "const sql = path.resolve(__dirname, '../../server/db/migrations/0001.sql');",
      "import { x } from 'vitest'; // see tests/api/payments.test.ts",
    ].join('\n');
    expect(rewriteReferences('tests/api/payments.test.ts', 'tests/api/billing/payments.test.ts', text, moves).split('\n')).toEqual([
      "import { createTestApp } from '../helpers';",
      "import { card } from './cards.test';",
      "import type { Config } from '../../../server/config';",
      "vi.mock('../../../server/lib/mailer', () => ({}));",
      "type Mailer = typeof import('../../../server/lib/mailer');",
      "const doc = new URL('../../../docs/billing.md', import.meta.url);",
      "const sql = path.resolve(__dirname, '../../../server/db/migrations/0001.sql');",
      "import { x } from 'vitest'; // see tests/api/billing/payments.test.ts",
    ]);
    expect(rewriteReferences('tests/api/helpers.ts', 'tests/api/helpers.ts', "import './payments.test';", moves)).toBe(
      "import './billing/payments.test';",
    );
  });
});
