import { describe, expect, it } from 'vitest';
import { chunkUrlOf, isChunkLoadError } from './chunk-error';

describe('a screen whose code could not be downloaded', () => {
  it('is told apart from other errors, with the file when the browser names it', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:3000/assets/products-Ab12.js',
    );
    expect(isChunkLoadError(error)).toBe(true);
    expect(chunkUrlOf(error)).toBe('http://localhost:3000/assets/products-Ab12.js');
    expect(isChunkLoadError(new Error('Access denied: System'))).toBe(false);
  });
});
