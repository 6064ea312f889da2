import { describe, expect, it } from 'vitest';
import { readRaw, writeRaw } from '../../shared/session/local-store.ts';
import { clearCurrentPlace, CURRENT_PLACE_KEY, currentPlace, setCurrentPlace } from './current-place.ts';

describe('current place', () => {
  it('keeps the chosen place under an m_ key and reads it back', () => {
    expect(CURRENT_PLACE_KEY.startsWith('m_')).toBe(true);
    clearCurrentPlace();
    expect(currentPlace()).toBeUndefined();
    setCurrentPlace({ lat: 31.2215, lng: 121.5447, name: 'Pudong', areaId: 42, text: 'Shanghai, Pudong', source: 'chosen' });
    expect(currentPlace()).toEqual({ lat: 31.2215, lng: 121.5447, name: 'Pudong', areaId: 42, text: 'Shanghai, Pudong', source: 'chosen' });
    expect(JSON.parse(readRaw(CURRENT_PLACE_KEY)!)).toMatchObject({ areaId: 42 });
    clearCurrentPlace();
    expect(currentPlace()).toBeUndefined();
  });

  it('ignores a damaged or out-of-range stored value', () => {
    for (const raw of ['{', '"x"', '{"lat":91,"lng":0,"name":"x","areaId":1}', '{"lat":0,"lng":181,"name":"x","areaId":1}', '{"lat":0,"lng":0,"name":"x"}', '{"lat":null,"lng":0,"name":"x","areaId":1}']) {
      writeRaw(CURRENT_PLACE_KEY, raw);
      expect(currentPlace(), raw).toBeUndefined();
    }
    writeRaw(CURRENT_PLACE_KEY, '{"lat":90,"lng":-180,"name":"Pole","areaId":7,"source":"odd"}');
    expect(currentPlace()).toEqual({ lat: 90, lng: -180, name: 'Pole', areaId: 7 });
    clearCurrentPlace();
  });
});
