import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api, '/sitemap.xml': api, '/robots.txt': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The storefront must stay light on phones; bench/ enforces the home page's script budget.
    chunkSizeWarningLimit: 200,
  },
});
