// Builds the console (apps/web/dist, served by the API server at /, each file also precompressed) and runs
// it in dev mode with hot reload, proxying /api and /idp to the API server (ECO_API_URL, default
// http://localhost:3000).
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { primeReactStyles } from './primereact-styles';

const api = process.env.ECO_API_URL ?? `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [
    // Must run before the React plugin: it turns each route file into a lazily loaded chunk. The loader
    // goes with the component (the plugin's default keeps loaders in the first load), so a loader may
    // import its area's queries and the contract's schemas.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    // PrimeReact's structural CSS as a stylesheet loaded with the page (primereact-styles.ts says why).
    primeReactStyles(),
    // Each file also as .br (quality 11) and .gz (level 9) beside it, the original kept, wherever that makes
    // it smaller: the server sends the one the browser accepts as it is (platform/web-console.ts), at no CPU
    // cost per request. No size threshold: a small file left out would be compressed per request instead.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0, logLevel: 'silent' }),
  ],
  css: {
    postcss: {
      plugins: [
        {
          // The theme's own Inter (two files of 346 and 381 KB, the whole font) gives way to the same font
          // cut by script (src/styles/fonts, scripts/subset-inter.py says how): the start page fetches
          // 58 KB of it instead of 346.
          postcssPlugin: 'eco:theme-fonts',
          AtRule: {
            'font-face': (rule: { nodes?: { toString(): string }[]; remove(): void }) => {
              if (rule.nodes?.some((node) => /InterVariable(-Italic)?\.woff2/.test(node.toString()))) rule.remove();
            },
          },
        },
      ],
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    // Keep the browser's Host: the provider builds its endpoint URLs from it (PUBLIC_URL is this server).
    proxy: { '/api': { target: api, changeOrigin: false }, '/idp': { target: api, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      // The contract is data: its modules only declare schemas. Marking it side-effect free lets the
      // shell import `allows` and types without pulling every area's zod schemas into the first load.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
      },
      output: {
        // The framework in one chunk: the areas' chunks share it with the shell, and apart from this the
        // splitter cuts it into several small first-load chunks that compress worse (121 KB against 117).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-query|query-core|react-store|store))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
