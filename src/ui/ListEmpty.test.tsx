import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { type AuthProvider, DataTable, List, memoryStore, ResourceDefinitionContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { spanishTexts } from '../i18n/es';
import { ListEmpty } from './ListEmpty';
import { renderInAdmin } from '../testing/AdminTestContext';

const SRC = join(__dirname, '..');
const read = (file: string) => readFileSync(join(SRC, file), 'utf8');
const sources = (dir: string): string[] =>
  readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Every `const NAME = 'value'` in src, to read `resource={NAME}`. */
const constants = new Map(
  sources('.').flatMap((file) => [...read(file).matchAll(/const (\w+) = '([^']+)'/g)].map(([, name, value]) => [name, value] as const)),
);
/** A resource folder's declaration (its index.ts): the resource whose list the folder holds, when the list names none. */
const resourceOfFolder = new Map(
  readdirSync(join(SRC, 'resources'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: folder }) => {
      const declared = /name: '([^']+)',\s*list:/.exec(read(join('resources', folder, 'index.ts')))?.[1];
      return declared ? [[folder, declared] as const] : [];
    }),
);

/** The opening tag starting at `start`: up to the first `>` outside braces, so props holding elements stay in it. */
function openingTag(text: string, start: number): string {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') depth -= 1;
    else if (text[index] === '>' && depth === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

/** Each react-admin <List> in the web app: its file, its opening tag and the resource it lists. */
const lists = sources('.')
  .filter((file) => /import \{[^}]*\bList\b[^}]*\} from 'react-admin'/s.test(read(file)))
  .flatMap((file) =>
    [...read(file).matchAll(/<List\b/g)]
      .map(({ index }) => openingTag(read(file), index))
      .map((tag) => {
        const named = /resource=(?:"([^"]+)"|\{(\w+)\})/.exec(tag);
        const resource = named ? (named[1] ?? constants.get(named[2]) ?? named[2]) : resourceOfFolder.get(file.split('/')[1]);
        return { file, tag, resource };
      }),
  );

type Catalog = {
  app: { empty_lists: Record<string, { title: string; hint: string; invite?: string }> };
  resources: Record<string, { name?: string }>;
};

describe('every list says what it holds while empty', () => {
  it('finds the lists', () => {
    expect(lists.length).toBeGreaterThanOrEqual(18);
  });

  it.each(lists.map((list) => [`${list.file} (${list.resource})`, list] as const))(
    '%s has its own empty state, in both languages',
    (_name, { file, tag, resource }) => {
      expect(resource, `the resource ${file} lists`).toBeTruthy();
      // An empty={false} list keeps its toolbar; its table or cards then show ListEmpty.
      if (/empty=\{false\}/.test(tag)) expect(read(file)).toMatch(/empty=\{<ListEmpty/);
      else expect(tag).toMatch(/empty=\{<ListEmpty/);
      for (const catalog of [en, spanishTexts()] as unknown as Catalog[]) {
        const words = catalog.app.empty_lists[resource!];
        expect(words?.title, `app.empty_lists.${resource}.title`).toBeTruthy();
        expect(words?.hint, `app.empty_lists.${resource}.hint`).toBeTruthy();
        // react-admin's "nothing found" with filters on names the resource: a name, never the raw resource path.
        expect(catalog.resources[resource!]?.name, `resources.${resource}.name`).toBeTruthy();
      }
    },
  );
});

const allows = (allowed: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async () => allowed,
});

function renderEmptyList({ locale = 'en', mayCreate = true, filter }: { locale?: string; mayCreate?: boolean; filter?: object } = {}) {
  const dataProvider = testDataProvider({ getList: async () => ({ data: [], total: 0 }) as never });
  const store = memoryStore({
    locale,
    ...(filter && { 'markets.listParams': { filter, sort: 'name', order: 'ASC', page: 1, perPage: 10 } }),
  });
  renderInAdmin(
    <ResourceDefinitionContextProvider definitions={{ markets: { name: 'markets', hasList: true, hasCreate: true } }}>
      <List resource="markets" empty={<ListEmpty />} disableSyncWithLocation={!filter}>
        <DataTable empty={<ListEmpty />}>
          <DataTable.Col source="name" />
        </DataTable>
      </List>
    </ResourceDefinitionContextProvider>,
    { path: '/', dataProvider, store, authProvider: allows(mayCreate) },
  );
}

describe('ListEmpty', () => {
  it('says what the list holds and offers Create to a user who may create', async () => {
    renderEmptyList();
    expect(await screen.findByText('No markets yet')).toBeInTheDocument();
    expect(screen.getByText('A market groups the zip codes you serve with their sales tax.')).toBeInTheDocument();
    expect(await screen.findByText('Add the first market with Create.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/markets/create');
    expect(screen.queryByText(/No Markets yet|Do you want to add one/)).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderEmptyList({ locale: 'es' });
    expect(await screen.findByText('Aún no hay mercados')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Crear' })).toBeInTheDocument();
  });

  it('offers no Create, nor the invitation, to a user who may not create', async () => {
    renderEmptyList({ mayCreate: false });
    expect(await screen.findByText('No markets yet')).toBeInTheDocument();
    expect(screen.queryByText('Add the first market with Create.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('says nothing matches, with Clear filters, when filters are on', async () => {
    renderEmptyList({ filter: { q: 'zzz' } });
    expect(await screen.findByText(/No markets found using the current filters/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(screen.queryByText('No markets yet')).not.toBeInTheDocument();
  });
});
