import { describe, expect, it } from 'vitest';
import { writeRaw } from '../../shared/session/local-store.ts';
import { readDeliveryArea, writeDeliveryArea } from './delivery-area-store.ts';
import { goodsIdOf } from './goods-paths.ts';

describe('the last picked delivery area', () => {
  it('is kept and read back', () => {
    writeDeliveryArea({ kind: 'area', nationId: 1, areaIds: [19, 148, 228], label: 'Guangdong Shenzhen Nanshan' });
    expect(readDeliveryArea()).toEqual({ kind: 'area', nationId: 1, areaIds: [19, 148, 228], label: 'Guangdong Shenzhen Nanshan' });
  });

  it('is ignored when what is stored is damaged or of another shape', () => {
    for (const raw of ['{', 'null', '"x"', '{"kind":"address","addressId":3}', '{"kind":"area","nationId":"1","areaIds":[],"label":""}', '{"kind":"area","nationId":1,"areaIds":[0],"label":""}', '{"kind":"area","nationId":1,"areaIds":[1,2,3,4],"label":""}']) {
      writeRaw('m_delivery_area', raw);
      expect(readDeliveryArea(), raw).toBeUndefined();
    }
  });
});

describe('a goods id from the page query', () => {
  it('takes positive whole numbers only', () => {
    expect(goodsIdOf('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999', '2147483648']) expect(goodsIdOf(bad), String(bad)).toBeUndefined();
  });
});
