// What other areas may ask of Passcodes: the only file of this folder they import. Classes generate,
// switch off and e-mail their students' passcodes through it, inside their own transaction.

export { deactivatePasscodesIn, type PasscodeSwitchResult } from './deactivation.js';
export { passcodeResendEmail } from './email-types.js';
export { generatePasscodesIn, type PasscodeGenerationInput } from './generation.js';
export { passcodeProductKinds } from './service.js';
