import { describe, expect, it } from 'vitest';
import { breakPoints } from './text-breaks';

describe('breakPoints', () => {
  it("breaks a long e-mail address after its '@' and dots, keeping every character", () => {
    const parts = breakPoints('maya.muller117@scrum-studio.example');
    expect(parts).toEqual(['maya.', 'muller117@', 'scrum-', 'studio.', 'example']);
    expect(parts.join('')).toBe('maya.muller117@scrum-studio.example');
  });
});
