// Settings the console needs before anyone signs in: product name and where to sign in.
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const clientConfig = z.object({
  productName: z.string(),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
  }),
  /** The specification's alternate login provider flag; always false here. */
  alternateLoginProviderEnabled: z.boolean(),
  feedbackEmail: z.string().nullable(),
  gradingInstructionsUrl: z.string().nullable(),
  accountHandlingGuideUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfig>;

export const clientConfigArea = {
  get: endpoint({
    method: 'GET',
    path: '/client-config',
    access: 'public',
    summary: 'Product name, identity provider and links the console reads before sign-in.',
    response: clientConfig,
  }),
};
