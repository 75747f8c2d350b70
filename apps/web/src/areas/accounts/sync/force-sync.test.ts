import { describe, expect, it } from 'vitest';
import { admIdsOf } from './force-sync';

describe('the admIds typed on Force Account Sync', () => {
  it('splits on new lines, commas, semicolons and spaces, dropping blanks', () => {
    expect(admIdsOf(' a\n\nb, c;d  e\r\n')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(admIdsOf(' \n , ')).toEqual([]);
  });
});
