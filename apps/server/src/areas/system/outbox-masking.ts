// What the outbox shows of an e-mail's secrets. A passcode or enrollment code in a message is as good as
// the code itself, and a token in a link signs someone in: the outbox is for seeing what was sent and
// whether it arrived, so a viewer who may not look the code up in its own list (canViewPasscodes,
// canViewEnrollmentCodes) sees only its first group (ABCD-••••-••••), enough to tell codes apart and
// match one a learner reads out. Tokens are hidden from everyone: no one needs them to support a learner.
// Masking happens here, on the server, so the secret never reaches a browser that may not see it.
import type { Capability } from '@eco/contract';
import { CODE_ALPHABET } from '../../kits/codes/code-values.js';

const MASK = '••••';
const group = `[${CODE_ALPHABET}]{4}`;
/** A code as code-values writes it: XXXX-XXXX-XXXX (and any -SUFFIX, which is not secret). */
const CODE = new RegExp(`\\b(${group})-${group}-${group}\\b`, 'g');
/** A link's query value whose name says it is a secret (token, code, key, signature...); `;` for &amp;. */
const SECRET_PARAMETER =
  /([?&;][\w.-]*(?:token|code|key|secret|signature|sig|password|otp|ticket)[\w.-]*=)[^&#\s"'<>]+/gi;
/** A JSON Web Token anywhere in the text. */
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+/g;

/** The capability that lets a person read the codes of a message about this kind of entity. */
const codeCapability: Readonly<Record<string, Capability>> = {
  passcode: 'canViewPasscodes',
  'enrollment-code': 'canViewEnrollmentCodes',
};

/**
 * True when `held` may read the codes in a message about `entity`. A message about something else (or
 * about several kinds) may hold either kind of code, so it takes both capabilities.
 */
export function mayReadCodes(entity: string | null, held: ReadonlySet<Capability>): boolean {
  const needed = entity ? codeCapability[entity] : undefined;
  return needed ? held.has(needed) : held.has('canViewPasscodes') && held.has('canViewEnrollmentCodes');
}

/** A masker for one viewer and message: tokens always hidden, codes unless `codes` may be read. */
export function secretMasker(showCodes: boolean) {
  let changed = false;
  const mask = (text: string) => {
    let out = text.replace(SECRET_PARAMETER, `$1${MASK}`).replace(JWT, MASK);
    if (!showCodes) out = out.replace(CODE, `$1-${MASK}-${MASK}`);
    if (out !== text) changed = true;
    return out;
  };
  return {
    mask,
    maskNullable: (text: string | null) => (text === null ? null : mask(text)),
    /** True once any text passed through `mask` had something hidden. */
    get changed() {
      return changed;
    },
  };
}
