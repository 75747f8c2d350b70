// The Products screens (/classes/products), against the real server with the demo catalogue.
import { testScreensAccessibility } from './support/a11y';

testScreensAccessibility([
  ['/classes/products', 'Products'],
  ['/classes/products/new', 'New Product'],
  ['/classes/products/1/edit', 'Edit Product'],
]);
