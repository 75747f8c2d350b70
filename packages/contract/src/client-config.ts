// Settings the console needs before anyone signs in: product name and where to sign in.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import { endpoint } from './endpoint.js';

/**
 * Where the console reads the signed-in person's claims: the userinfo endpoint, the ID token, or
 * userinfo where the provider accepts the access token there and the ID token where it refuses it.
 */
export const profileSources = ['auto', 'userinfo', 'id_token'] as const;
export type ProfileSource = (typeof profileSources)[number];

export const clientConfig = z.object({
  productName: z.string(),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    profileSource: z.enum(profileSources),
  }),
  /** The specification's alternate login provider flag; always false here. */
  alternateLoginProviderEnabled: z.boolean(),
  feedbackEmail: z.string().nullable(),
  gradingInstructionsUrl: z.string().nullable(),
  accountHandlingGuideUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfig>;

export const clientConfigEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/client-config',
    access: 'public',
    summary: 'Product name, identity provider and links the console reads before sign-in.',
    response: clientConfig,
  }),
};

/** The client-config area: its endpoints and OpenAPI tag (area.ts). */
export const clientConfigArea = defineContractArea({
  key: 'clientConfig',
  word: 'client-config',
  tag: 'Client configuration: what the console reads before anyone signs in.',
  endpoints: clientConfigEndpoints,
});
