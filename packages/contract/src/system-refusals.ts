// What the System page's rules refuse: retrying a message that did not fail, seeding demo data on a
// server that does not allow it, and a webhook URL whose host does not resolve or points inside.
import { defineRefusals } from './refusals.js';

export const systemRefusals = defineRefusals('system', {
  'outbox-not-failed': {
    status: 409,
    message: (p: { state: string }) => `This message is ${p.state}: only a Failed message can be retried.`,
    example: { state: 'Sent' },
  },
  'demo-data-not-allowed': {
    status: 409,
    message: () =>
      'This server does not allow demo data: it runs without DEMO_DATA (the default on PostgreSQL), so seeding would add accounts with a well-known password to real data.',
  },
  'webhook-host-unresolved': {
    status: 400,
    field: 'url',
    message: (p: { host: string }) => `${p.host} could not be resolved`,
    example: { host: 'lms.example.org' },
  },
  'webhook-address-internal': {
    status: 400,
    field: 'url',
    message: (p: { host: string; address: string }) =>
      `${p.host} resolves to ${p.address}, a private, loopback, link-local or otherwise internal address`,
    example: { host: 'lms.example.org', address: '10.0.0.7' },
  },
});
