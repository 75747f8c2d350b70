// The console's settings from the server (GET /api/client-config): product name and identity provider.
// Fetched once, first thing (index.html preloads it).
import type { ClientConfig, contract } from '@eco/contract';
import { api, endpointRef } from '../../lib/api';
import { createStore } from '../../lib/store';

const clientConfigGet = endpointRef<typeof contract.clientConfig.get>({ method: 'GET', path: '/client-config' });

export const clientConfig = createStore<ClientConfig | null>(null);

let loading: Promise<ClientConfig> | null = null;

export function loadClientConfig(): Promise<ClientConfig> {
  loading ??= api(clientConfigGet, undefined, { global: false }).then(
    (config) => {
      clientConfig.set(config);
      return config;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** 'X | {product} Eco', or the product name alone when the screen has no title (spec section 1). */
export function tabTitle(productName: string | undefined, title: string | undefined): string {
  const product = productName ? `${productName} Eco` : 'Eco';
  return title ? `${title} | ${product}` : product;
}
