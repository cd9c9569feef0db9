import { describe, expect, it } from 'vitest';
import { isIconOf, packageOf, screenTableIcons, vendorChunkOf } from './vendorChunks';

describe('vendor chunks', () => {
  it('names the package of a module, scoped or not, on either path separator', () => {
    expect(packageOf('/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('C:\\app\\node_modules\\@mui\\material\\Button\\Button.js')).toBe('@mui/material');
    expect(packageOf('/app/node_modules/ra-ui-materialui/node_modules/@mui/system/index.js')).toBe('@mui/system');
    expect(packageOf('/app/src/App.tsx')).toBeUndefined();
  });

  it('puts React and MUI in their chunks and leaves icons, react-admin, the screens and their libraries to the splitting', () => {
    expect(vendorChunkOf('/app/node_modules/react/index.js')).toBe('vendor-react');
    expect(vendorChunkOf('/app/node_modules/react-router/dist/index.mjs')).toBe('vendor-react');
    expect(vendorChunkOf('/app/node_modules/@mui/material/Button/Button.js')).toBe('vendor-mui');
    expect(vendorChunkOf('/app/node_modules/@emotion/react/dist/emotion-react.esm.js')).toBe('vendor-mui');
    for (const moduleId of [
      '/app/node_modules/@mui/icons-material/esm/Place.js',
      '/app/node_modules/ra-core/dist/index.js',
      '/app/node_modules/leaflet/dist/leaflet-src.js',
      '/app/node_modules/recharts/es6/index.js',
      '/app/node_modules/react-leaflet/lib/index.js',
      '/app/src/routes.tsx',
    ]) {
      expect(vendorChunkOf(moduleId), moduleId).toBeUndefined();
    }
  });
});

describe('the screen table’s icons', () => {
  it('finds the icons the declarations import, and only their modules and the icons’ helper go with the table', () => {
    const icons = screenTableIcons(process.cwd());
    expect(icons.has('People')).toBe(true);
    expect(icons.has('Handshake')).toBe(true);
    expect(isIconOf(icons, '/app/node_modules/@mui/icons-material/esm/People.js')).toBe(true);
    expect(isIconOf(icons, '/app/node_modules/@mui/icons-material/esm/utils/createSvgIcon.js')).toBe(true);
    expect(isIconOf(icons, '/app/node_modules/@mui/icons-material/esm/ZoomOutMap.js')).toBe(false);
    expect(isIconOf(icons, '/app/node_modules/@mui/material/esm/People.js')).toBe(false);
  });
});
