import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../src/zodConfig';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { signInI18nProvider } from '../../src/i18n/signInI18nProvider';

// happy-dom has a ResizeObserver that never reports (nothing is laid out): without it, what measures its box takes the
// path it takes where nothing can measure, as in jsdom, which has none (src/custom/dashboard/ChartFigure.tsx).
Reflect.deleteProperty(globalThis, 'ResizeObserver');

// Web and API files run side by side on a 2-core machine others share: a render can take seconds, so `findBy…` and
// `waitFor` wait up to 10 s (they return as soon as the element is there).
configure({ asyncUtilTimeout: 10_000 });

// The catalogs' providers are module singletons that keep the last language shown: a test in Spanish must not leave
// the next file (run in the same worker without isolation) in Spanish.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const provider of [i18nProvider, signInI18nProvider]) if (provider.getLocale() !== 'en') await provider.changeLocale('en');
});
