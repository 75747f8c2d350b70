// What other areas may ask of Passcodes: the only file of this folder they import. Classes generate
// their students' passcodes through it, inside their own transaction.
export { generatePasscodesIn, type PasscodeGenerationInput } from './generation.js';
export { passcodeHistorySources } from './history.js';
export { passcodeProductKinds } from './service.js';
