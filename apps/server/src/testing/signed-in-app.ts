// Most area tests run against one app signed in as one person: started before the file's tests, closed
// after them. `take` hands the app and that person's headers to the file's own variables.
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

export type SignedIn = { authorization: string };

export function signedInApp(email: string, take: (app: TestApp, headers: SignedIn) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    take(app, await app.as(email));
  });
  afterAll(() => app?.close());
}
