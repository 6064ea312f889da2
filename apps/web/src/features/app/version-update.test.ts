import { describe, expect, it } from 'vitest';
import { decideUpdate } from './version-update.ts';

describe('decideUpdate', () => {
  it('does nothing when the server has nothing newer', () => {
    expect(decideUpdate(118, { versionCode: 118, forceUpdate: true })).toBe('none');
    expect(decideUpdate(118, { versionCode: 100, forceUpdate: true })).toBe('none');
  });

  it('updates at once when a newer version is forced', () => {
    expect(decideUpdate(118, { versionCode: 119, forceUpdate: true })).toBe('force');
  });

  it('asks first when a newer version is optional', () => {
    expect(decideUpdate(118, { versionCode: 120, forceUpdate: false })).toBe('ask');
  });
});
