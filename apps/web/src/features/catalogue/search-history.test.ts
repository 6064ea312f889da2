import { beforeEach, describe, expect, it } from 'vitest';
import { writeRaw } from '../../shared/session/local-store.ts';
import { clearSearchHistory, readSearchHistory, rememberSearch, SEARCH_HISTORY_KEY, SEARCH_HISTORY_LIMIT } from './search-history.ts';

describe('search history', () => {
  beforeEach(() => clearSearchHistory());

  it('keeps searches newest first, once each, whatever their case or spacing', () => {
    rememberSearch('tea');
    rememberSearch('  green   tea ');
    rememberSearch('TEA');
    expect(readSearchHistory()).toEqual(['TEA', 'green tea']);
  });

  it('skips blank keywords, cuts long ones and keeps at most the limit', () => {
    rememberSearch('   ');
    expect(readSearchHistory()).toEqual([]);
    rememberSearch('x'.repeat(80));
    expect(readSearchHistory()[0]).toHaveLength(50);
    for (let i = 0; i < 30; i++) rememberSearch(`word ${i}`);
    const history = readSearchHistory();
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]).toBe('word 29');
  });

  it('clears everything, and reads damaged storage as empty', () => {
    rememberSearch('茶');
    clearSearchHistory();
    expect(readSearchHistory()).toEqual([]);
    writeRaw(SEARCH_HISTORY_KEY, '{not json');
    expect(readSearchHistory()).toEqual([]);
    writeRaw(SEARCH_HISTORY_KEY, JSON.stringify(['ok', 3, null, '']));
    expect(readSearchHistory()).toEqual(['ok']);
  });
});
