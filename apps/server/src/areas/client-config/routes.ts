// GET /client-config: what the console must know before sign-in (product name, identity provider).
import type { contract } from '@eco/contract';
import type { Config } from '../../config.js';
import type { Handlers } from '../../platform/register-area.js';

export const clientConfigHandlers = (config: Config) =>
  ({
    get: () => ({
      productName: config.productName,
      oidc: {
        authority: config.issuer,
        clientId: config.clientId,
        scope: config.scope,
        profileSource: config.profileSource,
      },
      alternateLoginProviderEnabled: false,
      feedbackEmail: config.feedbackEmail,
      gradingInstructionsUrl: config.gradingInstructionsUrl,
      accountHandlingGuideUrl: config.accountHandlingGuideUrl,
    }),
  }) satisfies Handlers<typeof contract.clientConfig>;
