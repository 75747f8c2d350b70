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

// The text is an e-mail as sent, up to hundreds of kilobytes that a content editor wrote, so each mask
// reads it once: no pattern here tries again from every letter of a long word (one that did, for a
// secret parameter or a JSON Web Token, took seconds on 40 KB and grew with the square of the length).

/** A link's query parameter: its name and '=' (`;` for &amp;), each name read once. */
const PARAMETER = /[?&;]([\w.-]*)=/g;
/** A name that says its value is a secret. */
const SECRET_NAME = /token|code|key|secret|signature|sig|password|otp|ticket/i;
/** The value after a parameter's '='. */
const VALUE = /[^&#\s"'<>]+/y;

/** Masks the value of each query parameter whose name says it is a secret. */
function maskSecretParameters(text: string): string {
  let out = '';
  let from = 0;
  PARAMETER.lastIndex = 0;
  for (let match = PARAMETER.exec(text); match; match = PARAMETER.exec(text)) {
    if (!SECRET_NAME.test(match[1] ?? '')) continue;
    VALUE.lastIndex = PARAMETER.lastIndex;
    if (!VALUE.exec(text)) continue;
    out += `${text.slice(from, PARAMETER.lastIndex)}${MASK}`;
    from = VALUE.lastIndex;
    PARAMETER.lastIndex = VALUE.lastIndex;
  }
  return out + text.slice(from);
}

/** A run of letters, digits, '_', '-' and '.': where a JSON Web Token can be. */
const RUN = /[\w.-]+/g;

/** Where a token may begin in a dot-free part: 'eyJ' (a JSON object's base64url) at a word's start. */
function tokenStart(part: string): number {
  for (let at = part.indexOf('eyJ'); at !== -1; at = part.indexOf('eyJ', at + 1)) {
    if (at === 0 || part[at - 1] === '-') return at;
  }
  return -1;
}

/**
 * Masks the JSON Web Tokens of a run, as /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+/g would: a token takes the
 * rest of the part it begins in (at least 5 characters after eyJ) and the next two whole parts (at
 * least 5 characters, then at least one). Read part by part, once.
 */
function maskTokensInRun(run: string): string {
  const parts = run.split('.');
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const start = tokenStart(part);
    const payload = parts[i + 1];
    const signature = parts[i + 2];
    if (start !== -1 && part.length - start >= 8 && payload && payload.length >= 5 && signature) {
      out.push(`${part.slice(0, start)}${MASK}`);
      i += 2;
    } else out.push(part);
  }
  return out.join('.');
}

const maskTokens = (text: string) => text.replace(RUN, (run) => (run.includes('eyJ') ? maskTokensInRun(run) : run));

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
    let out = maskTokens(maskSecretParameters(text));
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
