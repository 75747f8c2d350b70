// The client's address behind proxies: the right-most X-Forwarded-For entry that no trusted proxy wrote,
// for each form of TRUST_PROXY, never the left-most one the client can write itself.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { trustedProxies } from './trusted-proxies.js';

async function clientAddress(setting: string, forwardedFor: string | undefined, peer = '127.0.0.1') {
  const app = Fastify({ trustProxy: trustedProxies(loadConfig({ TRUST_PROXY: setting }).trustProxy) });
  app.get('/', async (request) => request.ip);
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const answer = await app.inject({ url: '/', headers, remoteAddress: peer });
  await app.close();
  return answer.body;
}

describe('the client address behind trusted proxies', () => {
  it('is the socket peer without TRUST_PROXY, whatever the header says', async () => {
    expect(await clientAddress('false', '198.51.100.7')).toBe('127.0.0.1');
  });

  it('with a count, is the entry that many hops from the right', async () => {
    const spoofed = '10.0.0.1, 203.0.113.5';
    expect(await clientAddress('true', spoofed)).toBe('203.0.113.5');
    expect(await clientAddress('1', spoofed)).toBe('203.0.113.5');
    expect(await clientAddress('2', `${spoofed}, 192.0.2.1`)).toBe('203.0.113.5');
    expect(await clientAddress('1', undefined)).toBe('127.0.0.1');
  });

  it('with addresses, is the right-most entry not among them', async () => {
    const chain = '10.0.0.1, 203.0.113.5, 192.0.2.1';
    expect(await clientAddress('loopback, 192.0.2.0/24', chain)).toBe('203.0.113.5');
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(await clientAddress('192.0.2.0/24', chain, '198.51.100.9')).toBe('198.51.100.9');
  });
});
