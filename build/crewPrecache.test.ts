import { expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { crewFiles } from './crewPrecache';

const chunk = (file: string, more: Partial<Manifest[string]> = {}) => ({ file, ...more });

it('precaches the entry, the crew’s own start, the sign-in page, the shell and the crew pages with all they import, and no staff or customer screen', () => {
  const manifest: Manifest = {
    'index.html': chunk('assets/index-1.js', {
      isEntry: true,
      css: ['assets/index-1.css'],
      dynamicImports: ['src/signIn/renderSignIn.tsx', 'src/crewApp/renderCrew.tsx', 'src/renderApp.tsx'],
    }),
    'src/crewApp/renderCrew.tsx': chunk('assets/renderCrew-1.js', { isDynamicEntry: true, imports: ['_vendor-react-1.js'] }),
    'src/signIn/renderSignIn.tsx': chunk('assets/renderSignIn-1.js', {
      isDynamicEntry: true,
      imports: ['_vendor-react-1.js', '_signInCatalog-1.js'],
    }),
    '_signInCatalog-1.js': chunk('assets/signInCatalog-1.js'),
    'src/renderApp.tsx': chunk('assets/renderApp-1.js', {
      isDynamicEntry: true,
      imports: ['_vendor-react-1.js'],
      dynamicImports: [
        'src/layout/Layout.tsx',
        'src/crew/dashboard/CrewDashboard.tsx',
        'src/crew/map/CrewMapPage.tsx',
        'src/custom/dashboard/Dashboard.tsx',
        'src/custom/workCalendar/WorkCalendarPage.tsx',
      ],
    }),
    '_vendor-react-1.js': chunk('assets/vendor-react-1.js'),
    'src/layout/Layout.tsx': chunk('assets/Layout-1.js', { imports: ['_socket-1.js'] }),
    '_socket-1.js': chunk('assets/socket-1.js'),
    'src/crew/dashboard/CrewDashboard.tsx': chunk('assets/CrewDashboard-1.js', {
      dynamicImports: ['src/crew/delayPrompt/DelayDialog.tsx'],
    }),
    'src/crew/delayPrompt/DelayDialog.tsx': chunk('assets/DelayDialog-1.js'),
    'src/crew/map/CrewMapPage.tsx': chunk('assets/CrewMapPage-1.js', { imports: ['_TileLayer-1.js'], css: ['assets/CrewMapPage-1.css'] }),
    '_TileLayer-1.js': chunk('assets/TileLayer-1.js', { css: ['assets/TileLayer-1.css'] }),
    'src/custom/dashboard/Dashboard.tsx': chunk('assets/Dashboard-1.js', { imports: ['_vendor-react-1.js'] }),
    'src/custom/workCalendar/WorkCalendarPage.tsx': chunk('assets/WorkCalendarPage-1.js'),
  };
  expect([...crewFiles(manifest)].sort()).toEqual([
    'assets/CrewDashboard-1.js',
    'assets/CrewMapPage-1.css',
    'assets/CrewMapPage-1.js',
    'assets/DelayDialog-1.js',
    'assets/Layout-1.js',
    'assets/TileLayer-1.css',
    'assets/TileLayer-1.js',
    'assets/index-1.css',
    'assets/index-1.js',
    'assets/renderApp-1.js',
    'assets/renderCrew-1.js',
    'assets/renderSignIn-1.js',
    'assets/signInCatalog-1.js',
    'assets/socket-1.js',
    'assets/vendor-react-1.js',
  ]);
});

it('precaches the Spanish catalogs, loaded only once Spanish is shown, with what they import', () => {
  const manifest: Manifest = {
    'index.html': chunk('assets/index-1.js', { isEntry: true, dynamicImports: ['src/renderApp.tsx'] }),
    'src/renderApp.tsx': chunk('assets/renderApp-1.js', { isDynamicEntry: true, dynamicImports: ['src/i18n/es.ts'] }),
    'src/i18n/es.ts': chunk('assets/es-1.js', { isDynamicEntry: true, imports: ['_en-1.js'] }),
    'src/i18n/signInEs.ts': chunk('assets/signInEs-1.js', { isDynamicEntry: true }),
    '_en-1.js': chunk('assets/en-1.js'),
  };
  expect([...crewFiles(manifest)].sort()).toEqual([
    'assets/en-1.js',
    'assets/es-1.js',
    'assets/index-1.js',
    'assets/renderApp-1.js',
    'assets/signInEs-1.js',
  ]);
});
