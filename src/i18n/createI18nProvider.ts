// English and Spanish through ra-i18n-polyglot, for the app's catalogs and for the standalone sign-in page's.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { isMessageKey, parseMessage } from '../../common/i18n/keys';
import { calendarDaysIn } from '../../common/format';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

/**
 * The language a first visit starts in: the first of the browser's languages (navigator.languages, in the user's order)
 * that LawnDesk speaks, else English. A language chosen since is kept by react-admin's store and wins over this.
 */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): string {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (LOCALES.some(({ locale }) => locale === base)) return base;
  }
  return 'en';
}

/**
 * A parameter that is itself a catalog key (a week day in "Zip code 78701 on Monday…") is shown in the same language;
 * a calendar date in one (a server message's YYYY-MM-DD) reads M/D/YYYY.
 */
function translatedParams(translate: I18nProvider['translate'], options?: Record<string, unknown>) {
  if (!options) return options;
  const shown = (value: unknown) => (typeof value !== 'string' ? value : isMessageKey(value) ? translate(value) : calendarDaysIn(value));
  return Object.fromEntries(Object.entries(options).map(([name, value]) => [name, name === '_' ? value : shown(value)]));
}

/**
 * The phrase a dotted key names in a nested catalog, as polyglot finds it in the catalog it flattens: a key's own name may
 * hold a dot (`'a.b': …`), so each way of cutting the rest of the key is tried, the shortest name first.
 */
export function phraseAt(catalog: unknown, key: string): string | undefined {
  const walk = (node: unknown, parts: string[], from: number): string | undefined => {
    if (from === parts.length) return typeof node === 'string' ? node : undefined;
    if (node === null || typeof node !== 'object') return undefined;
    for (let to = from + 1; to <= parts.length; to++) {
      const name = to === from + 1 ? parts[from] : parts.slice(from, to).join('.');
      if (!Object.hasOwn(node, name)) continue;
      const found = walk((node as Record<string, unknown>)[name], parts, to);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return key === '' ? '' : walk(catalog, key.split('.'), 0);
}

/** What polyglot is given: no phrase (each comes with its key, see below). */
const NO_PHRASES = {} as TranslationMessages;

type Catalog = TranslationMessages | Promise<TranslationMessages>;

/** What the app's start awaits: Spanish loaded when the page starts in Spanish (the browser's language), at once else. */
type LazyI18nProvider = I18nProvider & { ready: () => Promise<void> };

/**
 * `es` may be given as a function: the Spanish catalog is then built, or loaded (a promise: a chunk of its own that an
 * English visitor never downloads), only once Spanish is first shown. Until it has loaded, Spanish keys show English.
 */
export function createI18nProvider(en: TranslationMessages, es: Catalog | (() => Catalog)): LazyI18nProvider {
  let spanish: TranslationMessages | undefined;
  let loading: Promise<void> | undefined;
  function loadSpanish(): Promise<void> {
    if (spanish) return Promise.resolve();
    if (loading) return loading;
    const got = typeof es === 'function' ? es() : es;
    if (!(got instanceof Promise)) {
      spanish = got;
      return Promise.resolve();
    }
    loading = got.then(
      (messages) => void (spanish = messages),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }
  // polyglot is given no phrases: it would flatten the whole catalog (thousands of keys) in one task as the app starts,
  // on a phone a long one (docs/performance.md, "Phone pages"). The phrase is looked up in the nested catalog instead and
  // handed to polyglot as the key's default (`_`), which it then pluralizes and fills in exactly as it would its own. No
  // allowMissing: a key missing from the catalogs shows as the key and polyglot warns in the console.
  let built: I18nProvider | undefined;
  const polyglot = () => (built ??= polyglotI18nProvider(() => NO_PHRASES, browserLocale(), LOCALES));
  const catalog = () => {
    if (polyglot().getLocale() !== 'es') return en;
    if (!spanish) void loadSpanish().catch(() => undefined);
    return spanish ?? en;
  };

  function inCatalog(key: string, options?: Record<string, unknown>): string {
    const phrase = phraseAt(catalog(), key);
    return polyglot().translate(key, phrase === undefined ? options : { ...options, _: phrase });
  }

  /** A message with parameters in react-admin's encoding (server answers, zod issues) is translated like a key with options. */
  function translate(message: string, options?: Record<string, unknown>): string {
    const { key, params } = parseMessage(message);
    return inCatalog(key, translatedParams(inCatalog, params ? { ...params, ...options } : options));
  }

  return {
    translate,
    changeLocale: (locale, options) => {
      const loaded = locale === 'es' ? loadSpanish() : undefined;
      // Already there (or built on the spot): the change is made now, as polyglot's own.
      if (!loaded || spanish) return polyglot().changeLocale(locale, options);
      return loaded.then(() => polyglot().changeLocale(locale, options));
    },
    getLocale: () => polyglot().getLocale(),
    getLocales: () => LOCALES,
    ready: () => (polyglot().getLocale() === 'es' ? loadSpanish().catch(() => undefined) : Promise.resolve()),
  };
}
