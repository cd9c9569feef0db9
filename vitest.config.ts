import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two workers even on a 2-core machine: API files spend much of their time waiting on their database.
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts'],
          setupFiles: ['tests/setup/web.ts'],
          testTimeout: 60000,
        },
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
