// Walks the contract for the generated tests: every endpoint with a concrete URL to call.
import { contract, contractEndpoints, type Endpoint, endpointIdOf } from '@eco/contract';

export interface Walked {
  name: string;
  endpoint: Endpoint;
  /** The path with each parameter filled by `fill`. */
  url(fill?: string): string;
}

export function walkContract(): Walked[] {
  return contractEndpoints(contract).map(({ endpoint, ...place }) => ({
    name: `${endpointIdOf(place)} ${endpoint.method} ${endpoint.path}`,
    endpoint,
    url: (fill = '1') => `/api${endpoint.path.replace(/:\w+/g, encodeURIComponent(fill))}`,
  }));
}
