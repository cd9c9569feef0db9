import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SlowFirstSequencer } from './tests/setup/sequencer';

// Two workers even on a 2-core machine: API files spend much of their time waiting on their database.
const maxWorkers = Math.max(2, availableParallelism() - 1);

// happy-dom rather than jsdom: the same 654 component tests in a third of the CPU (466 s against 166 s, side by side).
const web = {
  environment: 'happy-dom',
  include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts'],
  setupFiles: ['tests/setup/web.ts'],
  testTimeout: 60000,
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
        plugins: [react()],
        test: {
          ...web,
          name: 'web',
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
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/*.test.ts', 'server/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['tests/setup/apiTemplate.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // Each file builds its own app on its own database copy (and Redis key prefix), so files run side by side,
          // and a worker keeps the server's modules loaded from one file to the next instead of importing them again.
          isolate: false,
        },
      },
    ],
  },
});
