import { describe, expect, it } from 'vitest';
import type { KeepStore } from '../../table/practice-keep.js';
import { keepSchoolProgress, readSchoolProgress, SCHOOL_KEEP_KEY } from './school-keep.js';

const memory = (): KeepStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

describe('the Fahrschule’s progress kept in the tab', () => {
  it('reads back what was kept', () => {
    const m = memory();
    const progress = { played: [true, true, false, false, false], answered: [true, false, false, false, false] };
    keepSchoolProgress(progress, () => m);
    expect(readSchoolProgress(5, () => m)).toEqual(progress);
  });

  it('ignores an entry it cannot read or of another number of lessons', () => {
    const m = memory();
    expect(readSchoolProgress(5, () => m)).toBeNull();
    m.data.set(SCHOOL_KEEP_KEY, '{not json');
    expect(readSchoolProgress(5, () => m)).toBeNull();
    m.data.set(SCHOOL_KEEP_KEY, JSON.stringify({ played: [true], answered: [true] }));
    expect(readSchoolProgress(5, () => m)).toBeNull();
    m.data.set(SCHOOL_KEEP_KEY, JSON.stringify({ played: [1, 0, 0, 0, 0], answered: [0, 0, 0, 0, 0] }));
    expect(readSchoolProgress(5, () => m)).toBeNull();
  });

  it('keeps nothing, and fails not, without a storage or with a blocked one', () => {
    expect(readSchoolProgress(5, () => null)).toBeNull();
    const blocked: KeepStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(() => keepSchoolProgress({ played: [true], answered: [true] }, () => blocked)).not.toThrow();
    expect(readSchoolProgress(1, () => blocked)).toBeNull();
  });
});
