// Every record kind with a history has exactly one place its events are read from: the area that
// declares it in the contract gives its sources in its area.ts, and the server refuses to start otherwise.
import { type HistoryEntity, historyEntities } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { type AreaModule, historySourcesOf } from '../../platform/area-definition.js';
import { areas } from '../index.js';

const kinds = Object.keys(historyEntities) as HistoryEntity[];

describe('history sources', () => {
  it('come from exactly one area for every record kind with a history', () => {
    const declaring = kinds.map((kind) => ({ kind, by: areas.filter((a) => a.history?.[kind]).map((a) => a.key) }));
    expect(declaring.filter(({ by }) => by.length !== 1)).toEqual([]);
    expect(Object.keys(historySourcesOf(areas, kinds)).sort()).toEqual([...kinds].sort());
  });

  it('refuse a kind without sources, a kind with two and sources for no declared kind', () => {
    const withoutCourse = areas.map((a): AreaModule => (a.key === 'courses' ? { ...a, history: {} } : a));
    expect(() => historySourcesOf(withoutCourse, kinds)).toThrow(/No history sources for: course/);
    const twice = [...areas, { ...areas[0], history: { product: () => [] } } as AreaModule];
    expect(() => historySourcesOf(twice, kinds)).toThrow(/product has sources in two areas/);
    expect(() => historySourcesOf(areas, ['course'])).toThrow(/no declared record kind/);
  });
});
