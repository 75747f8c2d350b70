// Unit and integration tests: the server (through the real app on a real database) and the web's pure modules.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Generous: several files start databases, seed the demo data and sign people in at once on two
          // cores; a loaded machine took over 60 s to start one file's app.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node' },
      },
    ],
    // PGlite starts in about two seconds a file; two cores serve two files at once best.
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: '.test-output/vitest.json' },
  },
});
