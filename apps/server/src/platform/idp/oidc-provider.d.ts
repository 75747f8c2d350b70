// Type declarations for the parts of oidc-provider (which ships none) that the embedded provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: unknown,
      rejected: string[],
    ): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface PromptDetails {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [key: string]: unknown;
    };
  }

  export interface Interaction {
    uid: string;
    jti: string;
    returnTo: string;
    prompt: PromptDetails;
    params: Record<string, unknown> & { client_id?: string; login_hint?: string };
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface KoaContextWithOIDC {
    req: IncomingMessage;
    body: unknown;
    type: string;
    status: number;
    host: string;
    oidc: {
      client?: Client;
      session?: Session;
      route: string;
      params?: Record<string, unknown>;
      result?: { consent?: { grantId?: string } };
      entities: { IdTokenHint?: { payload: Record<string, unknown> } } & Record<string, unknown>;
      urlFor(name: string, options?: Record<string, unknown>): string;
      provider: Provider;
    };
    set(field: string, value: string): void;
    accepts(...types: string[]): string | false;
  }

  export type ProviderConfiguration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    issuer: string;
    proxy: boolean;
    maxIpsCount: number;
    Grant: typeof Grant;
    /** Koa's request prototype of the provider's own contexts. */
    request: object;
    /** The class of ctx.oidc, created once per provider. */
    OIDCContext: { prototype: object };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: 'server_error', listener: (ctx: unknown, error: Error) => void): this;
    on(event: 'end_session.success', listener: (ctx: KoaContextWithOIDC) => void): this;
    /** A Koa middleware around every endpoint, outside their own error handling. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
  }

  type ErrorClass = new (description?: string) => Error & { error: string; error_description?: string };
  export const errors: Record<string, ErrorClass> & {
    SessionNotFound: ErrorClass;
    InvalidTarget: ErrorClass;
    InvalidGrant: ErrorClass;
    InvalidRequest: ErrorClass;
  };

  export default Provider;
}
