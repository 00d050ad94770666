import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorkerPlugin } from './src/serviceWorker/vitePlugin.ts';
import { precompressPlugin } from './src/build/precompressPlugin.ts';
import { isStartCatalogue } from './src/app/i18n/namespaces.ts';

const api = 'http://localhost:3000';
/** The chunks of the screens visits start on: the sign-in page, the signed-in frame with its data layer, the home page. */
const START_SCREENS = /\/(?:LoginPage|SignedInLayout|dataLayer|HomePage)-[\w-]+\.js$/;
/** A catalogue of the interface, with its language: src/i18n/<language>/<namespace>.json. */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]([\w-]+)[\\/][\w-]+\.json$/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), serviceWorkerPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the import graph the bundle budgets (src/build/budgets.ts) are measured on.
    manifest: true,
    // The libraries of the start form one chunk on purpose; the budgets (gzip, per screen) are the real limit.
    chunkSizeWarningLimit: 800,
    // A lazily loaded screen's scripts arrive through its own imports; only its styles must be
    // fetched beside it. Listing every script of every screen in the start's code cost the sign-in
    // page and the shell a few kilobytes per feature.
    // The screens visits start on are the exception: their scripts come at once, with the screen,
    // instead of one level of imports after another (a round trip each on a phone's network).
    modulePreload: { resolveDependencies: (file, deps) => (START_SCREENS.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
    rolldownOptions: {
      output: {
        // The libraries the start needs in one chunk instead of one per component (it also
        // changes less often than the app's code). Lazily loaded screens keep Rollup's automatic
        // split: merging their libraries (entriesAware groups) pushed every screen over budget.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // A language's catalogues in one chunk, but for the few the sign-in page needs: the
            // signed-in frame asks for them all at once, and one request beats fifty-five.
            {
              name: (id) => `catalogues-${CATALOGUE.exec(id)?.[1]}`,
              test: (id) => CATALOGUE.test(id) && !isStartCatalogue(id),
              priority: 1,
            },
          ],
        },
      },
    },
    // Low enough that the browsers the gate turns away (Chrome 98, Firefox 92, Safari 14)
    // still parse the bundle and can show the gate's message instead of a blank page.
    target: ['es2020', 'chrome87', 'edge88', 'firefox78', 'safari14'],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': api,
      // /auth/callback and /auth/url are pages of the app; every other /auth path is the API.
      '^/auth/(?!callback|url)': api,
      '/api': api,
      '/subscriptions': { target: api, ws: true },
    },
  },
});
