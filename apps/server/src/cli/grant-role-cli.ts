// `npm run grant-role -- --email ada@example.org --role administrator [--first-name Ada --last-name Lovelace]
//   [--subject <sub at OIDC_ISSUER>]`: grants a role on the configured database. For the embedded
//   provider, the password is read from GRANT_ROLE_PASSWORD so it stays out of shell history.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../start.js';
import { grantRole } from './grant-role.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    subject: { type: 'string' },
  },
});
if (!values.email || !values.role) {
  console.error(
    'Usage: npm run grant-role -- --email <email> --role <role> [--first-name X --last-name Y] [--subject <sub>]',
  );
  process.exit(2);
}
const config = loadConfig();
const { database } = await prepareDatabase(config);
try {
  const result = await grantRole(database.db, {
    email: values.email,
    role: values.role,
    firstName: values['first-name'],
    lastName: values['last-name'],
    password: process.env.GRANT_ROLE_PASSWORD,
    link: values.subject ? { issuer: config.issuer, subject: values.subject } : undefined,
  });
  console.log(
    `${values.email} (${result.admId}) now holds ${values.role}${result.created ? ' (account created)' : ''}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
