// Walks the contract for the generated tests: every endpoint with a concrete URL to call.
import { contract, type Endpoint } from '@eco/contract';

export interface Walked {
  name: string;
  endpoint: Endpoint;
  /** The path with each parameter filled by `fill`. */
  url(fill?: string): string;
}

export function walkContract(): Walked[] {
  return Object.entries(contract).flatMap(([area, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${area}.${name} ${endpoint.method} ${endpoint.path}`,
      endpoint,
      url: (fill = '1') => `/api${endpoint.path.replace(/:\w+/g, encodeURIComponent(fill))}`,
    })),
  );
}
