import { describe, expect, it } from 'vitest';
import { addressLine, regionLine } from './region-line.ts';

describe('regionLine', () => {
  it('joins the names in the current language, saying a repeated name once', () => {
    expect(regionLine({ provinceName: '北京市', cityName: '北京市', districtName: '朝阳区', areaText: 'Beijing Beijing Chaoyang' })).toBe('北京市 朝阳区');
    expect(regionLine({ provinceName: 'Guangdong', cityName: 'Shenzhen', districtName: 'Nanshan', areaText: '广东省 深圳市 南山区' })).toBe('Guangdong Shenzhen Nanshan');
  });

  it('skips the levels an address has not', () => {
    expect(regionLine({ provinceName: '広東省', cityName: null, districtName: null, areaText: 'Guangdong' })).toBe('広東省');
  });

  it('falls back to the saved line without names (absent or all null)', () => {
    expect(regionLine({ areaText: 'Beijing Chaoyang' })).toBe('Beijing Chaoyang');
    expect(regionLine({ provinceName: null, cityName: null, districtName: null, areaText: 'Tokyo' })).toBe('Tokyo');
    expect(regionLine({ provinceName: '', areaText: '' })).toBe('');
  });
});

describe('addressLine', () => {
  const address = { nationName: 'China', provinceName: 'Beijing', cityName: 'Beijing', districtName: 'Chaoyang', areaText: '', detail: 'Jianguo Road 88', postcode: '100022' };

  it('says the nation, the region and the street, the postcode only when asked', () => {
    expect(addressLine(address)).toBe('China Beijing Chaoyang Jianguo Road 88');
    expect(addressLine(address, { withPostcode: true })).toBe('China Beijing Chaoyang Jianguo Road 88 100022');
  });

  it('leaves out what the address has not', () => {
    expect(addressLine({ nationName: null, areaText: 'Tokyo', detail: '1-1 Chiyoda', postcode: '' }, { withPostcode: true })).toBe('Tokyo 1-1 Chiyoda');
  });
});
