import { describe, it, expect } from 'vitest';
import { EARTH_RADIUS_KM, distanceKm, formatDistance } from './distance.ts';

describe('distanceKm', () => {
  it('uses the spec earth radius', () => {
    expect(EARTH_RADIUS_KM).toBe(6378.137);
  });

  it('is zero for the same point', () => {
    expect(distanceKm({ lat: 31.23, lng: 121.47 }, { lat: 31.23, lng: 121.47 })).toBe(0);
  });

  it('measures one degree of longitude on the equator', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_KM) / 360, 9);
  });

  it('measures real city pairs', () => {
    const shanghai = { lat: 31.2304, lng: 121.4737 };
    const beijing = { lat: 39.9042, lng: 116.4074 };
    expect(distanceKm(shanghai, beijing)).toBeCloseTo(1068.5, 0);
    expect(distanceKm(beijing, shanghai)).toBeCloseTo(distanceKm(shanghai, beijing), 9);
  });

  it('handles antipodal points and the date line', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(
      (2 * Math.PI * EARTH_RADIUS_KM) / 360,
      6,
    );
  });

  it('propagates NaN coordinates', () => {
    expect(distanceKm({ lat: Number.NaN, lng: 0 }, { lat: 0, lng: 0 })).toBeNaN();
  });
});

describe('formatDistance', () => {
  it('shows metres under 1 km', () => {
    expect(formatDistance(0)).toBe('0m');
    expect(formatDistance(0.85)).toBe('850m');
    expect(formatDistance(0.0004)).toBe('0m');
    expect(formatDistance(0.1236)).toBe('124m');
    expect(formatDistance(0.9994)).toBe('999m');
  });

  it('shows km with one decimal from 1 km', () => {
    expect(formatDistance(0.9996)).toBe('1.0km');
    expect(formatDistance(1)).toBe('1.0km');
    expect(formatDistance(1.23)).toBe('1.2km');
    expect(formatDistance(1.25)).toBe('1.3km');
    expect(formatDistance(99.94)).toBe('99.9km');
  });

  it('drops decimals from 100 km', () => {
    expect(formatDistance(99.96)).toBe('100km');
    expect(formatDistance(100)).toBe('100km');
    expect(formatDistance(1068.46)).toBe('1068km');
    expect(formatDistance(20037.5)).toBe('20038km');
  });

  it('returns an empty string for unusable input', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(-1)).toBe('');
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('');
  });
});
