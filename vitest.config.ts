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
          // The demo database, migrated and seeded once a run; each file's app starts from a copy.
          globalSetup: ['src/testing/global-setup.ts'],
          // A worker imports the app's modules once for all its files, not once a file: every file starts
          // its own app on its own database, so no module state carries a file's data to the next (the
          // imports were 185 s of a 260 s run; 13 s now, the run 143 s on PGlite, 121 s on PostgreSQL).
          isolate: false,
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
