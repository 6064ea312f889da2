import type { Lang, Localized } from '@mall/contract/platform/languages';
import { LANGUAGES } from '@mall/contract/platform/languages';
import { randomFor } from '../../platform/seeded-random.ts';
import type { Carrier, CarrierEvent, Parcel, Place } from './carrier.ts';

/**
 * The built-in carrier: it turns a parcel into a believable journey from the shop's area to the shopper's,
 * drawn from a random stream named after the shipment, so the same parcel always tells the same story (and a
 * retried step writes the same event). Most parcels go straight through; some wait in a pickup locker, some
 * miss the shopper once and are delivered on the next round, and a few are held up by an exception first.
 */

/** One planned event and how many steps after the previous one it happens. */
export interface PlannedEvent extends CarrierEvent {
  gap: number;
}

type Words = Record<Lang, string>;
type Vars = Record<string, Localized>;

/** A text in every language with `{name}` places filled from localized values. */
function say(words: Words, vars: Vars = {}): Localized {
  const out = {} as Localized;
  for (const lang of LANGUAGES) out[lang] = words[lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name]?.[lang] ?? '');
  return out;
}

const same = (text: string): Localized => ({ en: text, zh: text, ja: text });
const nearest = (place: Place): Localized => place.areas[0] ?? place.nation;
/** The city of a place (the second-nearest area when a district is known), else the nearest one. */
const cityOf = (place: Place): Localized => place.areas[place.areas.length >= 3 ? 1 : 0] ?? place.nation;
/** The regional hub of a place: its province (the farthest area). */
const hubOf = (place: Place): Localized => place.areas[place.areas.length - 1] ?? place.nation;

const COURIERS: Localized[] = [
  { en: 'Wang', zh: '王师傅', ja: '王' },
  { en: 'Li', zh: '李师傅', ja: '李' },
  { en: 'Zhang', zh: '张师傅', ja: '張' },
  { en: 'Sato', zh: '佐藤', ja: '佐藤' },
  { en: 'Tanaka', zh: '田中', ja: '田中' },
  { en: 'Chen', zh: '陈师傅', ja: '陳' },
];

/** The whole journey of a parcel, its first event (InfoReceived) included. */
export function planJourney(parcel: Parcel): PlannedEvent[] {
  const random = randomFor(`shipment:${parcel.shipmentId}:${parcel.trackingNo}`);
  const { origin, destination } = parcel;
  const company = parcel.company;
  const plan: PlannedEvent[] = [];
  const add = (status: PlannedEvent['status'], description: Localized, location: Localized, gap = 1) => plan.push({ status, description, location, gap });

  add(
    'InfoReceived',
    say({ en: 'The shop has shipped the order; {company} has received the parcel information', zh: '商家已发货，{company}已收到包裹信息', ja: 'ショップが発送しました。{company}が荷物情報を受け付けました' }, { company }),
    nearest(origin),
    0,
  );
  add('InTransit', say({ en: 'Picked up by the courier in {place}', zh: '快递员已在{place}揽收', ja: '{place}で集荷されました' }, { place: nearest(origin) }), nearest(origin));
  add('InTransit', say({ en: 'Arrived at the {place} sorting centre', zh: '已到达【{place}分拨中心】', ja: '{place}仕分けセンターに到着しました' }, { place: cityOf(origin) }), cityOf(origin), random.int(1, 2));

  // The hops between: the regional hubs of both ends, and customs when the parcel crosses a border.
  const abroad = origin.nationCode !== destination.nationCode;
  const hops: Localized[] = [];
  if (!abroad && hubOf(origin).en !== hubOf(destination).en) hops.push(hubOf(origin));
  if (hubOf(destination).en !== cityOf(destination).en) hops.push(hubOf(destination));
  // Parcels are labelled for where they go, not for the hub they pass.
  const next = abroad ? destination.nation : cityOf(destination);
  add(
    'InTransit',
    say({ en: 'Departed the {place} sorting centre for {next}', zh: '已离开【{place}分拨中心】，发往{next}', ja: '{place}仕分けセンターを出発し、{next}へ向かっています' }, { place: cityOf(origin), next }),
    cityOf(origin),
  );
  if (abroad) {
    add('InTransit', say({ en: 'Export customs clearance completed in {nation}', zh: '已在{nation}完成出口清关', ja: '{nation}で輸出通関が完了しました' }, { nation: origin.nation }), origin.nation, 2);
    add('InTransit', say({ en: 'Arrived in {nation}; import customs clearance completed', zh: '已到达{nation}，进口清关完成', ja: '{nation}に到着し、輸入通関が完了しました' }, { nation: destination.nation }), destination.nation, 2);
  }
  // A few parcels are held up on the way: rechecked, then on again.
  const exceptionAt = random.chance(0.08) ? random.int(0, hops.length) : -1;
  hops.forEach((hop, i) => {
    add('InTransit', say({ en: 'Arrived at the {place} transit hub', zh: '已到达【{place}转运中心】', ja: '{place}中継センターに到着しました' }, { place: hop }), hop, random.int(1, 2));
    if (i === exceptionAt) {
      add('Exception', say({ en: 'Held at the {place} transit hub: the label could not be read; the parcel is being checked', zh: '【{place}转运中心】面单无法识别，包裹核查中', ja: '{place}中継センターで伝票が読み取れず、荷物を確認しています' }, { place: hop }), hop);
      add('InTransit', say({ en: 'Check completed; the parcel continues its journey', zh: '核查完成，包裹继续转运', ja: '確認が完了し、輸送を再開しました' }), hop);
    }
  });
  add('InTransit', say({ en: 'Arrived at the {place} delivery station', zh: '已到达【{place}营业点】', ja: '{place}の配達営業所に到着しました' }, { place: cityOf(destination) }), cityOf(destination), random.int(1, 2));
  if (exceptionAt === hops.length) {
    add('Exception', say({ en: 'Delayed at the {place} delivery station by bad weather', zh: '受天气影响，【{place}营业点】派送延误', ja: '悪天候のため{place}の配達営業所で遅れが出ています' }, { place: cityOf(destination) }), cityOf(destination));
  }

  const here = nearest(destination);
  const courier = random.pick(COURIERS);
  const phone = same(`1${random.int(30, 89)}****${random.int(1000, 9999)}`);
  const outForDelivery = () =>
    add(
      'OutForDelivery',
      say({ en: 'Out for delivery in {place}; courier {courier}, phone {phone}', zh: '【{place}】派件中，快递员{courier}，电话{phone}', ja: '{place}で配達中です。担当：{courier}（電話 {phone}）' }, { place: here, courier, phone }),
      here,
    );
  const ending = random.weighted(['door', 'locker', 'retry'] as const, [70, 15, 15]);
  if (ending === 'locker') {
    const code = same(String(random.int(100000, 999999)));
    add('AvailableForPickup', say({ en: 'Waiting in the {place} parcel locker; pickup code {code}', zh: '包裹已存入【{place}快递柜】，取件码{code}', ja: '{place}の宅配ロッカーに到着しました。受取コード {code}' }, { place: here, code }), here);
    add('Delivered', say({ en: 'Picked up from the parcel locker', zh: '已从快递柜取件，感谢使用{company}', ja: '宅配ロッカーから受け取られました' }, { company }), here, random.int(1, 2));
    return plan;
  }
  outForDelivery();
  if (ending === 'retry') {
    add('DeliveryFailure', say({ en: 'Delivery attempt failed: nobody was in. The courier will try again', zh: '派送不成功：收件人不在，将再次派送', ja: 'ご不在のため配達できませんでした。再配達します' }), here);
    outForDelivery();
  }
  add('Delivered', say({ en: 'Delivered and signed for by the recipient', zh: '已签收，签收人：本人。感谢使用{company}', ja: 'お届けが完了しました（ご本人様受領）' }, { company }), here);
  return plan;
}

/** The simulated carrier: answers from the parcel's planned journey. */
export const simulatedCarrier: Carrier = {
  name: 'simulated',
  firstEvent: (parcel) => planJourney(parcel)[0]!,
  async nextEvent(parcel, known, stepSeconds) {
    const plan = planJourney(parcel);
    const event = plan[known];
    if (!event) return null;
    const after = plan[known + 1];
    return { event: { status: event.status, description: event.description, location: event.location }, askAgainIn: after ? after.gap * stepSeconds : null };
  },
};
