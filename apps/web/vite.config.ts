import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages are resolved through their `source` export so the web app
// compiles the contract's TypeScript sources directly (no prebuilt dist needed).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/measure-bundle.mjs reads the manifest to find the initial JavaScript of /.
    manifest: true,
    target: 'es2022',
  },
});
