import { describe, expect, it } from 'vitest';
import { SHIPMENT_STATUSES } from '@mall/contract/logistics/logistics-fields';
import { LANGUAGES, type Localized } from '@mall/contract/platform/languages';
import type { Parcel, Place } from './carrier.ts';
import { planJourney, simulatedCarrier } from './simulated-carrier.ts';

const l = (en: string, zh: string, ja: string): Localized => ({ en, zh, ja });
const SHENZHEN: Place = { areas: [l('Nanshan', '南山区', '南山区'), l('Shenzhen', '深圳市', '深セン市'), l('Guangdong', '广东省', '広東省')], nation: l('China', '中国', '中国'), nationCode: 'CN' };
const HANGZHOU: Place = { areas: [l('Xihu', '西湖区', '西湖区'), l('Hangzhou', '杭州市', '杭州市'), l('Zhejiang', '浙江省', '浙江省')], nation: l('China', '中国', '中国'), nationCode: 'CN' };
const TOKYO: Place = { areas: [l('Shibuya', '涩谷区', '渋谷区'), l('Tokyo', '东京都', '東京都')], nation: l('Japan', '日本', '日本'), nationCode: 'JP' };
const parcel = (shipmentId: number, origin = SHENZHEN, destination = HANGZHOU): Parcel => ({
  shipmentId,
  trackingNo: `SF${String(shipmentId).padStart(13, '0')}`,
  company: l('SF Express', '顺丰速运', 'SFエクスプレス'),
  origin,
  destination,
});
const ends = (id: number) => planJourney(parcel(id)).map((e) => e.status);

describe('the simulated carrier', () => {
  it('tells every parcel from InfoReceived through InTransit hops to one Delivered at the end, in every language', () => {
    for (let id = 1; id <= 300; id += 1) {
      const plan = planJourney(parcel(id));
      expect(plan[0]!.status).toBe('InfoReceived');
      expect(plan.at(-1)!.status).toBe('Delivered');
      expect(plan.filter((e) => e.status === 'Delivered')).toHaveLength(1);
      expect(plan.filter((e) => e.status === 'InTransit').length).toBeGreaterThanOrEqual(4);
      for (const e of plan) {
        expect(SHIPMENT_STATUSES).toContain(e.status);
        for (const lang of LANGUAGES) {
          expect(e.description[lang].length).toBeGreaterThan(0);
          expect(e.description[lang]).not.toMatch(/[{}]/);
          expect(e.location[lang].length).toBeGreaterThan(0);
        }
      }
      // The last mile: out for delivery (or the pickup locker) just before the end.
      expect(['OutForDelivery', 'AvailableForPickup']).toContain(plan.at(-2)!.status);
    }
  });

  it('is the same story for the same parcel, and passes through both ends\' areas', () => {
    expect(planJourney(parcel(42))).toEqual(planJourney(parcel(42)));
    const plan = planJourney(parcel(42));
    const places = plan.map((e) => e.location.zh);
    expect(places).toContain('南山区');
    expect(places).toContain('深圳市');
    expect(places).toContain('杭州市');
    expect(places).toContain('西湖区');
    expect(plan.map((e) => e.description.zh).join()).toContain('广东省');
  });

  it('sometimes uses the pickup locker, sometimes fails a delivery and retries, rarely hits an exception', () => {
    const all = Array.from({ length: 400 }, (_, i) => ends(i + 1));
    const locker = all.filter((s) => s.includes('AvailableForPickup'));
    const retried = all.filter((s) => s.includes('DeliveryFailure'));
    const exception = all.filter((s) => s.includes('Exception'));
    expect(locker.length).toBeGreaterThan(20);
    expect(retried.length).toBeGreaterThan(20);
    expect(exception.length).toBeGreaterThan(5);
    expect(exception.length).toBeLessThan(80);
    for (const s of retried) {
      const failed = s.indexOf('DeliveryFailure');
      expect(s.slice(failed)).toEqual(['DeliveryFailure', 'OutForDelivery', 'Delivered']);
    }
    // An exception is followed by the parcel going on.
    for (const s of exception) expect(s[s.indexOf('Exception') + 1]).not.toBe('Delivered');
  });

  it('clears customs when the parcel crosses a border', () => {
    const plan = planJourney(parcel(7, TOKYO, SHENZHEN));
    const texts = plan.map((e) => e.description.en).join('\n');
    expect(texts).toContain('Export customs clearance completed in Japan');
    expect(texts).toContain('Arrived in China; import customs clearance completed');
  });

  it('answers event by event after the stored ones, with when to ask again, and nothing past the end', async () => {
    const p = parcel(9);
    const plan = planJourney(p);
    expect(simulatedCarrier.firstEvent(p).status).toBe('InfoReceived');
    for (let known = 1; known < plan.length; known += 1) {
      const answer = await simulatedCarrier.nextEvent(p, known, 10);
      expect(answer!.event.status).toBe(plan[known]!.status);
      expect(answer!.askAgainIn).toBe(known + 1 < plan.length ? plan[known + 1]!.gap * 10 : null);
    }
    expect(await simulatedCarrier.nextEvent(p, plan.length, 10)).toBeNull();
  });

  it('still tells a story when an end has no areas (the nation only)', () => {
    const bare: Place = { areas: [], nation: l('China', '中国', '中国'), nationCode: 'CN' };
    const plan = planJourney(parcel(3, SHENZHEN, bare));
    expect(plan.at(-1)!.location.en).toBe('China');
  });
});
