import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SlowFirstSequencer } from './tests/setup/sequencer';

// Two workers even on a 2-core machine: API files spend much of their time waiting on their database.
const maxWorkers = Math.max(2, availableParallelism() - 1);

// happy-dom rather than jsdom: the same 654 component tests in a third of the CPU (466 s against 166 s, side by side).
const web = {
  environment: 'happy-dom',
  setupFiles: ['tests/setup/web.ts'],
  testTimeout: 60000,
};

// The web's plain-TypeScript test files that need a page (its storage, its fetch) or react-admin all the same; every
// other one is a unit file.
const webRulesOnAPage = [
  'src/auth/authProvider.test.ts',
  'src/dataProvider/dataProvider.test.ts',
  'src/dataProvider/reportMethods.test.ts',
  'src/dataProvider/treatmentMethods.test.ts',
  'src/i18n/catalogs.test.ts',
  'src/ui/errors/fieldErrors.test.ts',
  'src/ui/maps/mapColors.test.ts',
  'src/ui/offline/actionQueue.test.ts',
  'src/ui/useDeferredArrival.test.ts',
  'src/ui/useGrowingCount.test.ts',
];

// Server files that open a database of their own: with the API files, not among the unit files.
const serverFilesWithADatabase = ['server/db/client.test.ts', 'server/db/pgliteDataDir.test.ts', 'server/lib/anyOf.test.ts'];

// The heavy sweeps (a scale day on two nodes, a push killed at each kind of record, servers and scripts spawned,
// generated requests against every route): `npm run test:sweeps`, run by .ci/run, not by `npm test`.
const sweeps = [
  'tests/api/**/scaleDay.test.ts',
  'tests/api/**/quickbooksKill.test.ts',
  'tests/api/**/serverScripts.test.ts',
  'tests/api/**/adminCreateScript.test.ts',
  'tests/api/**/fuzz*.test.ts',
];

// API files: each builds its own app on its own database copy (and Redis key prefix), so files run side by side, and a
// worker keeps the server's modules loaded from one file to the next instead of importing them again. The template
// they copy is migrated by the first file that asks for it (tests/api/templates.ts).
const api = {
  environment: 'node',
  globalSetup: ['tests/setup/apiTemplate.ts'],
  testTimeout: 60000,
  hookTimeout: 120000,
  isolate: false,
};

// Component files that need a module graph of their own: each replaces with vi.mock a module that other files import
// for real (once a worker has loaded the real module, a later file's mock of it would not take, or the reverse).
const needIsolation = [
  'src/customer/publicQuote/QuoteDeposit.test.tsx',
  'src/ui/notifications/socket.test.tsx',
  'src/ui/billing/CardsPanel.test.tsx',
  'src/ui/maps/ZipcodeMapSelector.test.tsx',
  'src/custom/assignmentBoard/BalanceDialog.test.tsx',
  'src/resources/vendors/VendorZipcodesTab.test.tsx',
  'src/resources/applications/ApplicationList.test.tsx',
];

export default defineConfig({
  test: {
    maxWorkers,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        // Pure rules of the server, common/ and the web: no database, no page, no react-admin; one starts in seconds.
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'src/**/*.test.ts',
            'build/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...webRulesOnAPage, ...serverFilesWithADatabase],
          testTimeout: 60000,
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          ...web,
          name: 'web',
          include: ['src/**/*.test.tsx', ...webRulesOnAPage],
          exclude: [...configDefaults.exclude, ...needIsolation],
          // One module graph per worker, as the API project: about a quarter less CPU than loading React, MUI and
          // react-admin again for every file. tests/setup/web.ts puts back what a file may leave behind.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: { ...web, name: 'web-isolated', include: needIsolation },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: ['tests/api/**/*.test.ts', ...serverFilesWithADatabase],
          exclude: [...configDefaults.exclude, ...sweeps],
        },
      },
      { test: { ...api, name: 'sweeps', include: sweeps } },
    ],
  },
});
