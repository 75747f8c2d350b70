// VAT identification numbers as an invoice names its buyer (EU VAT directive 2006/112/EC art. 226(4);
// EN 16931 BT-48): the two-letter prefix of the state that issued it, then the number. Each country's
// format and check digits come from the maintained jsvat package (the EU VIES formats), never a
// hand-typed table here.
import { checkVAT, countries } from 'jsvat';

/**
 * The prefixes taken as VAT numbers: the 27 EU member states (Greece is EL), Northern Ireland (XI, the
 * United Kingdom's number), the EU's non-union OSS scheme (EU), and the European VAT systems outside
 * the Union an invoice also names (GB, CH, NO). Any other tax registration goes in the other tax id.
 */
const memberStates = 'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');
export const vatPrefixes: readonly string[] = [...memberStates, 'XI', 'EU', 'GB', 'CH', 'NO'];

/** Why a VAT number (normalized by the contract) is refused, or undefined when its format and check digits hold. */
export function vatIdProblem(vatId: string): string | undefined {
  const prefix = vatId.slice(0, 2);
  if (prefix === 'GR') return 'Greek VAT numbers start with EL';
  if (!vatPrefixes.includes(prefix))
    return `${prefix} is not a European VAT prefix: put another tax registration under Other tax id`;
  // Northern Ireland's XI numbers are the United Kingdom's GB numbers under another prefix.
  const result = checkVAT(prefix === 'XI' ? `GB${vatId.slice(2)}` : vatId, countries);
  if (!result.isValidFormat) return `Not the format of a ${prefix} VAT number`;
  if (!result.isValid) return `The check digits of this ${prefix} VAT number do not match: look for a typo`;
  return undefined;
}
