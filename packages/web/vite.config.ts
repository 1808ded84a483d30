import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routePatterns } from './src/config/paths';

/**
 * Gives every build an id: compiled into the bundle as `import.meta.env.VITE_BUILD_ID` and written
 * to `dist/build.json`, which the running app polls to notice that a newer build is deployed.
 */
function buildInfo(): Plugin {
  const id = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${crypto.randomUUID().slice(0, 8)}`;
  return {
    name: 'crm-build-info',
    config: (_config, { command }) => ({
      define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? id : 'dev') },
    }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ id, builtAt: new Date().toISOString() })}\n`,
      });
      // The route patterns, for the server's answer to crawlers (packages/api/src/crawler-answer.ts).
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(routePatterns())}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), buildInfo()],
  server: {
    // `npm run dev -w @crm/web` serves the SPA with hot reload; API calls go to a running `npm start`.
    proxy: { '/api': process.env.CRM_DEV_API_URL ?? 'http://localhost:3000' },
  },
});
