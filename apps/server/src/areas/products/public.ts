// What other areas may ask of Products: the only file of this folder they import. The Classes area asks
// which product a course's passcodes are made for.
export { passcodeProductOf } from './course-products.js';
