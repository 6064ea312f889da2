import { describe, it, expect } from 'vitest';
import { EARTH_RADIUS_KM, EARTH_RADIUS_M, distanceKm, distanceM, distanceMetres, formatDistance, formatDistanceM, leastDistanceBeyond } from './distance.ts';

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

describe('distanceM', () => {
  it('answers whole metres, rounded half up', () => {
    expect(EARTH_RADIUS_M).toBe(EARTH_RADIUS_KM * 1000);
    // One degree of latitude is 111319.49 m on this sphere.
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_319.49, 1);
    expect(distanceM({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(111_319);
    expect(Number.isInteger(distanceM({ lat: 31.2304, lng: 121.4737 }, { lat: 31.2316, lng: 121.4846 }))).toBe(true);
  });

  it('measures known pairs', () => {
    // Shanghai People's Square to the Bund side of Huangpu district: about 1.05 km (133.6 m north, 1037.6 m east).
    expect(distanceM({ lat: 31.2304, lng: 121.4737 }, { lat: 31.2316, lng: 121.4846 })).toBe(1046);
    // Tokyo to Osaka (the seeded seats): about 397 km.
    expect(distanceM({ lat: 35.6895, lng: 139.6917 }, { lat: 34.6937, lng: 135.5023 })).toBeGreaterThan(396_000);
    expect(distanceM({ lat: 35.6895, lng: 139.6917 }, { lat: 34.6937, lng: 135.5023 })).toBeLessThan(398_000);
  });
});

describe('formatDistanceM', () => {
  it('shows metres under 1 km and km from 1 km', () => {
    expect(formatDistanceM(850)).toBe('850m');
    expect(formatDistanceM(999)).toBe('999m');
    expect(formatDistanceM(1000)).toBe('1.0km');
    expect(formatDistanceM(1234)).toBe('1.2km');
    expect(formatDistanceM(1044)).toBe('1.0km');
  });
});

describe('leastDistanceBeyond', () => {
  it('never exceeds the true distance of a point that far in plain degrees', () => {
    for (const lat0 of [0, 31.2, 43, 60, -45]) {
      for (const e of [0.01, 0.5, 3]) {
        const bound = leastDistanceBeyond(e, lat0);
        for (let k = 0; k < 16; k++) {
          const angle = (k / 16) * 2 * Math.PI;
          const lat = Math.max(-90, Math.min(90, lat0 + e * Math.sin(angle)));
          const lng = 10 + e * Math.cos(angle);
          if (Math.hypot(lat - lat0, lng - 10) + 1e-12 < e) continue;
          expect(distanceMetres({ lat: lat0, lng: 10 }, { lat, lng })).toBeGreaterThanOrEqual(bound - 1e-6);
        }
      }
    }
  });
});
