import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom', 'react-hook-form', '@mui/material', '@mui/system', '@emotion/react', 'react-router', 'react-router-dom', '@tanstack/react-query'],
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 4000 },
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/socket.io': { target: `http://localhost:${apiPort}`, ws: true },
    },
  },
});
