import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../src/zodConfig';

// Web and API files run side by side on a 2-core machine others share: a render can take seconds, so `findBy…` and
// `waitFor` wait up to 10 s (they return as soon as the element is there).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
