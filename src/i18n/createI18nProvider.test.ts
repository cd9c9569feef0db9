import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, phraseAt } from './createI18nProvider';

const en = {
  ...englishMessages,
  app: {
    stops: '%{smart_count} stop |||| %{smart_count} stops',
    hello: 'Hello, %{name}!',
    'dotted.name': 'A key whose name holds a dot',
    nested: { deep: 'Deep' },
  },
};
const es = { ...en, app: { ...en.app, hello: '¡Hola, %{name}!', stops: '%{smart_count} parada |||| %{smart_count} paradas' } };

describe('phraseAt', () => {
  it('finds a dotted key in the nested catalog, as polyglot does in its flattened one', () => {
    expect(phraseAt(en, 'app.nested.deep')).toBe('Deep');
    expect(phraseAt(en, 'app.dotted.name')).toBe('A key whose name holds a dot');
    expect(phraseAt(en, 'ra.action.save')).toBe('Save');
  });

  it('finds no phrase for a namespace, a missing key or a key past a phrase', () => {
    expect(phraseAt(en, 'app.nested')).toBeUndefined();
    expect(phraseAt(en, 'app.missing')).toBeUndefined();
    expect(phraseAt(en, 'app.hello.more')).toBeUndefined();
    expect(phraseAt(en, 'app.dotted')).toBeUndefined();
  });
});

describe('createI18nProvider', () => {
  it('pluralizes and fills in the phrase, in the language chosen', async () => {
    const provider = createI18nProvider(en, () => es);
    await provider.changeLocale('en');
    expect(provider.translate('app.stops', { smart_count: 1 })).toBe('1 stop');
    expect(provider.translate('app.stops', { smart_count: 3 })).toBe('3 stops');
    expect(provider.translate('app.hello', { name: 'Ana' })).toBe('Hello, Ana!');
    await provider.changeLocale('es');
    expect(provider.getLocale()).toBe('es');
    expect(provider.translate('app.hello', { name: 'Ana' })).toBe('¡Hola, Ana!');
    expect(provider.translate('app.stops', { smart_count: 2 })).toBe('2 paradas');
  });

  it('prefers the catalog’s phrase to the caller’s default, shows the default or the key when it has none', async () => {
    const provider = createI18nProvider(en, es);
    await provider.changeLocale('en');
    expect(provider.translate('ra.action.save', { _: 'Keep' })).toBe('Save');
    expect(provider.translate('app.unknown', { _: 'Fallback %{n}', n: 2 })).toBe('Fallback 2');
    expect(provider.translate('app.unknown')).toBe('app.unknown');
    expect(provider.translate('app.nested')).toBe('app.nested');
  });
});
