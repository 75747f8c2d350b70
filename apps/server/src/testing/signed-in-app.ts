// Most server tests run against one app, started before the file's (or a describe's) tests and closed
// after them, so that no file repeats that set-up. `take` hands the app (and the signed-in person's
// headers) to the file's own variables; it may be async, to sign others in or arrange the file's data
// before its tests run.
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

export type SignedIn = { authorization: string };

/**
 * The settings startTestApp takes; a function when they name something an earlier beforeAll started
 * (a test SMTP server's URL), read only once it has.
 */
export type AppSettings = Record<string, string> | (() => Record<string, string>);

/** One app for the tests, nobody signed in (they sign in as they go). */
export function testApp(take: (app: TestApp) => void | Promise<void>, settings: AppSettings = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(typeof settings === 'function' ? settings() : settings);
    await take(app);
  });
  afterAll(() => app?.close());
}

/** One app for the tests, with `email` signed in before them. */
export function signedInApp(
  email: string,
  take: (app: TestApp, headers: SignedIn) => void | Promise<void>,
  settings?: AppSettings,
) {
  testApp(async (app) => take(app, await app.as(email)), settings);
}
