// PostgreSQL text and jsonb cannot hold the NUL character, and the provider keeps its parameters there
// (codes, tokens and client ids are looked up by them, a sign-in's state is stored with them). A NUL in
// any parameter of any provider endpoint is the caller's invalid_request (400), never a server_error.
import { errors, type Provider } from 'oidc-provider';
import { unstorableText } from '../storable-text.js';

/**
 * oidc-provider has no hook where a request's parameters are read, but each endpoint assembles them
 * into `ctx.oidc.params` inside its own error handling: refused there, the answer is the provider's own
 * OAuth error (JSON for the token endpoints, the error page for the browser's).
 *
 * The authorization endpoint's error handling then works from the raw request. With a redirect URI
 * there, it checks it against the client's and sends the error back to the client (or shows its page);
 * without one, it would ask the client's single registered redirect URI of the parameters that were just
 * refused, and fail as a 500. Refused before any redirect URI is known, the request is one whose client
 * cannot be told: the error handling is told there is no client, so it shows its page.
 */
export function refuseNulParameters(provider: Provider) {
  const params = Symbol('params');
  Object.defineProperty(provider.OIDCContext.prototype, 'params', {
    configurable: true,
    get(this: OidcContext) {
      return this[params];
    },
    set(this: OidcContext, value: unknown) {
      const holds = unstorableText(value);
      if (holds) {
        if (!redirectUriIn(value)) this.noclient = true;
        throw new errors.InvalidRequest(`parameters cannot contain ${holds}`);
      }
      this[params] = value;
    },
  });
}

interface OidcContext {
  [key: symbol]: unknown;
  /** Read by the authorization endpoint's error handling: true, it neither looks the client up nor redirects. */
  noclient?: boolean;
}

/** Whether the parameters carry a redirect URI the error handling can check (it reads only a non-empty string). */
function redirectUriIn(value: unknown): boolean {
  const uri = (value as { redirect_uri?: unknown } | null)?.redirect_uri;
  return typeof uri === 'string' && uri !== '';
}
