// PostgreSQL text and jsonb cannot hold the NUL character, and the provider keeps its parameters there
// (codes, tokens and client ids are looked up by them, a sign-in's state is stored with them). A NUL in
// any parameter of any provider endpoint is the caller's invalid_request (400), never a server_error.
import { errors, type Provider } from 'oidc-provider';
import { holdsNul } from '../nul-characters.js';

/**
 * oidc-provider has no hook where a request's parameters are read, but each endpoint assembles them
 * into `ctx.oidc.params` inside its own error handling: refused there, the answer is the provider's own
 * OAuth error (JSON for the token endpoints, the error page for the browser's).
 */
export function refuseNulParameters(provider: Provider) {
  const params = Symbol('params');
  Object.defineProperty(provider.OIDCContext.prototype, 'params', {
    configurable: true,
    get(this: Record<symbol, unknown>) {
      return this[params];
    },
    set(this: Record<symbol, unknown>, value: unknown) {
      if (holdsNul(value)) throw new errors.InvalidRequest('parameters cannot contain the NUL character');
      this[params] = value;
    },
  });
}
