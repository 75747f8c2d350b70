// An e-mail type: one declaration per kind of e-mail the product sends (key, name, when it is sent, the
// tokens its templates may use with a sample value each, and the default English content). Areas declare
// theirs in their own email-types.ts; areas/email-types.ts lists them all. The content itself is edited
// per language in the Email Content area and rendered at send time (compose.ts).
export type EmailTokenType = 'text' | 'name' | 'email' | 'url' | 'date' | 'code' | 'number' | 'list';

export interface EmailToken {
  type: EmailTokenType;
  description: string;
  /** Shown in the editor and used by the preview; a list token's sample is a list. */
  sample: string | readonly string[];
  /**
   * A send without a value for it is refused (a link the e-mail is about, a code), and content is saved
   * only when every body it is required in uses it (template-checks.ts).
   */
  required?: boolean;
  /** The bodies a required token must appear in; every body (HTML and plain text) unless narrowed here. */
  requiredIn?: readonly EmailBody[];
}

/** The bodies of an e-mail: its HTML and its plain text (written, or derived from the HTML). */
export const emailBodies = ['html', 'text'] as const;
export type EmailBody = (typeof emailBodies)[number];

/** The bodies a token must appear in: none unless it is required. */
export const bodiesRequiring = (token: EmailToken): readonly EmailBody[] =>
  token.required ? (token.requiredIn ?? emailBodies) : [];

export interface EmailType {
  /** e.g. 'passcode-resend'; stored on the content rows and on each outbox row (template). */
  key: string;
  /** 'Passcode resend' */
  name: string;
  /** When it is sent. */
  description: string;
  /** Token name -> spec: {{name}} in the templates. */
  tokens: Record<string, EmailToken>;
  /** The English default (Mustache), used until someone edits the English content. */
  defaults: { subject: string; html: string; text?: string };
}

/** Declares an e-mail type; keeps its literal type so callers' values are checked against its tokens. */
export function defineEmailType<T extends EmailType>(t: T): T {
  return t;
}

/** The values a preview renders with: each token's sample. */
export function sampleValues(type: EmailType): Record<string, unknown> {
  return Object.fromEntries(Object.entries(type.tokens).map(([name, token]) => [name, token.sample]));
}
