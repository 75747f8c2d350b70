// vitest's globalSetup for the server tests: the run's demo database (demo-template.ts), made once before
// the first file and removed after the last, handed to the files through vitest's provide/inject.
import type { TestProject } from 'vitest/node';
import { makeDemoTemplate } from './demo-template.js';
import { testDatabaseUrl } from './test-database.js';

export default async function setup(project: TestProject) {
  const { template, remove } = await makeDemoTemplate(testDatabaseUrl);
  project.provide('demoTemplate', template);
  return remove;
}
