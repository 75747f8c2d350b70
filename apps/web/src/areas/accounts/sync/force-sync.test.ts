import { describe, expect, it } from 'vitest';
import { entriesOf, entryCount } from './force-sync';

describe('the entries typed on Force Account Sync', () => {
  it('splits on new lines, commas, semicolons and spaces, dropping blanks, each with its line', () => {
    expect(entriesOf(' a\n\nb, c;d  e\r\n').entries).toEqual([
      { text: 'a', line: 1 },
      { text: 'b', line: 3 },
      { text: 'c', line: 3 },
      { text: 'd', line: 3 },
      { text: 'e', line: 3 },
    ]);
    expect(entriesOf(' \n , ').entries).toEqual([]);
  });

  it('counts a repeat once, in any case, keeping the line it was first typed on', () => {
    const id = '5a4f0c1e-0000-4000-8000-000000000000';
    const typed = entriesOf(`${id}\nname@example.com\n${id.toUpperCase()}\nNAME@example.com, not-an-id`);
    expect(typed.entries).toEqual([
      { text: id, line: 1 },
      { text: 'name@example.com', line: 2 },
      { text: 'not-an-id', line: 4 },
    ]);
    expect(typed.repeats).toBe(2);
    expect(entryCount(typed)).toBe('3 entries to sync, 2 repeats counted once');
    expect(entryCount(entriesOf('a'))).toBe('1 entry to sync');
  });
});
