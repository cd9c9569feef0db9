import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { crewPrecacheOnly } from './build/crewPrecache';
import { precompressAssets } from './build/precompress';
import { vendorCodeSplitting } from './build/vendorChunks';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [
    react(),
    precompressAssets(),
    // The crew app's service worker (src/ui/offline/sw.ts, docs/offline.md). The crew pages register it and add the
    // manifest link (public/crew.webmanifest) themselves, so nothing is injected into the staff app's index.html.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/ui/offline',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'assets/*.{js,css}', 'assets/roboto-latin-*.woff2', 'crew-icon-*.png', 'favicon.svg'],
        manifestTransforms: [crewPrecacheOnly('dist')],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    dedupe: [
      'react',
      'react-dom',
      'react-hook-form',
      '@mui/material',
      '@mui/system',
      '@emotion/react',
      'react-router',
      'react-router-dom',
      '@tanstack/react-query',
    ],
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 4000,
    manifest: true,
    // No <link rel=modulepreload> per chunk before each import(): inserting them cost a phone about 440 ms of main thread
    // at 4 × CPU on the portal's start (80 links in one task), more than the later discovery of a chunk's imports costs
    // its first paint (docs/performance.md, "Phone pages").
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: vendorCodeSplitting } },
  },
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/socket.io': { target: `http://localhost:${apiPort}`, ws: true },
    },
  },
});
