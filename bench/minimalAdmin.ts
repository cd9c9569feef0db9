// The floor `bench:bundle` compares against: react-admin with one list resource, built by the same Vite from the same
// node_modules, written under data/ (ignored by git) and rebuilt on every run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Minimal</title></head>
<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>
`;

const MAIN_TSX = `import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const PostList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="title" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="posts" list={PostList} />
  </Admin>,
);
`;

/** Builds the minimal app into `<dir>/dist` and returns that folder. */
export async function buildMinimalAdmin(dir: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'main.tsx'), MAIN_TSX);
  const outDir = path.join(dir, 'dist');
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
  return outDir;
}
