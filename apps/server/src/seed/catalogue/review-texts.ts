import type { Lang } from '@mall/contract/platform/languages';
import type { Random } from '../../platform/seeded-random.ts';
import type { Top } from './categories.ts';

type Mood = 'good' | 'okay' | 'bad';
type Lines = Record<Mood, Record<Lang, string[]>>;

// What shoppers say about any purchase, by how it went.
const GENERAL: Lines = {
  good: {
    en: ['Really happy with this.', 'Exactly as described.', 'Great value for the price.', 'Second time buying, still great.', 'Arrived quickly and well packed.'],
    zh: ['非常满意！', '和描述的一模一样。', '性价比很高。', '第二次回购了，依然很好。', '发货很快，包装也很用心。'],
    ja: ['とても満足しています。', '説明どおりの商品でした。', 'この値段でこの品質は大満足。', 'リピート購入です。やっぱり良い。', '届くのが早く、梱包も丁寧でした。'],
  },
  okay: {
    en: ['It is okay for the price.', 'Decent, nothing special.', 'Took a few days longer than expected.'],
    zh: ['这个价格还可以。', '中规中矩吧。', '物流比预期慢了几天。'],
    ja: ['値段相応だと思います。', '可もなく不可もなく。', '届くまで少し時間がかかりました。'],
  },
  bad: {
    en: ['Not what I expected.', 'Disappointed, would not buy again.', 'The box arrived damaged.'],
    zh: ['和预期不太一样。', '有点失望，不会回购。', '收到时外箱破损了。'],
    ja: ['期待していたものと違いました。', '残念です。リピートはしません。', '箱がつぶれて届きました。'],
  },
};

/** The kinds of goods reviews speak of: a top category's, or a leaf's own where the top's would not fit it. */
export type ReviewTone = Top['tone'] | 'accessory' | 'camera' | 'wearable' | 'stationery' | 'bag' | 'chilled' | 'petgear';

// What they say about the kind of goods. Every kind has as many lines of each mood as the others (4, 2, 2), so a leaf's
// own kind takes the same draws as its top category's and changes nothing else of the demo.
const BY_TONE: Record<ReviewTone, Lines> = {
  camera: {
    good: {
      en: ['Photos come out sharp even at dusk.', 'Autofocus is quick and quiet.', 'Feels solid and premium in the hand.', 'Battery easily lasts a day of shooting.'],
      zh: ['傍晚拍照也很清晰。', '对焦又快又安静。', '手感扎实，做工精致。', '拍一整天电量也够用。'],
      ja: ['夕暮れでもくっきり撮れます。', 'オートフォーカスが速くて静か。', '手に持つとしっかりした高級感があります。', '一日撮影してもバッテリーが持ちます。'],
    },
    okay: {
      en: ['The menus take some getting used to.', 'Gets a little warm when filming in 4K.'],
      zh: ['菜单需要花点时间熟悉。', '拍4K时机身有点热。'],
      ja: ['メニューに慣れるまで少し時間がかかります。', '4K撮影中は少し熱くなります。'],
    },
    bad: {
      en: ['The lens cap will not stay on.', 'Stopped charging after a week.'],
      zh: ['镜头盖总是掉。', '用了一周就充不进电了。'],
      ja: ['レンズキャップがすぐ外れます。', '一週間で充電できなくなりました。'],
    },
  },
  wearable: {
    good: {
      en: ['Battery easily lasts a week.', 'Heart-rate readings match the gym machines.', 'So light I forget I am wearing it.', 'Pairs with my phone in seconds.'],
      zh: ['续航轻松一周。', '心率和健身房器械测得一致。', '很轻，戴着几乎没感觉。', '几秒钟就和手机配对好了。'],
      ja: ['バッテリーが一週間しっかり持ちます。', '心拍数がジムのマシンと一致します。', '軽くて着けているのを忘れるほど。', 'スマホと数秒でペアリングできました。'],
    },
    okay: {
      en: ['Works fine, the app could be better.', 'The strap leaves a mark on my wrist.'],
      zh: ['用着还行，配套App有待改进。', '表带会在手腕上留下印子。'],
      ja: ['使えますがアプリはいまいち。', 'ベルトの跡が手首に残ります。'],
    },
    bad: {
      en: ['Stopped syncing after a week.', 'The step count is way off.'],
      zh: ['用了一周就不同步了。', '计步很不准。'],
      ja: ['一週間で同期しなくなりました。', '歩数がかなりずれます。'],
    },
  },
  stationery: {
    good: {
      en: ['Writes smoothly, no skipping.', 'The paper takes ink without bleeding.', 'Nice weight and finish, feels premium.', 'Bought a second one as a gift.'],
      zh: ['书写顺滑，不断墨。', '纸张吃墨不洇。', '分量和做工都很好，有质感。', '又买了一个送人。'],
      ja: ['かすれずになめらかに書けます。', 'インクがにじまない紙です。', '程よい重さと仕上げで高級感があります。', 'プレゼント用にもう一つ買いました。'],
    },
    okay: {
      en: ['The ink dries a little slowly.', 'The cover scuffs easily.'],
      zh: ['墨水干得有点慢。', '封面容易刮花。'],
      ja: ['インクの乾きが少し遅いです。', '表紙に傷がつきやすいです。'],
    },
    bad: {
      en: ['Ran dry within a week.', 'Pages came loose from the binding.'],
      zh: ['一周就没水了。', '装订处的纸页松脱了。'],
      ja: ['一週間でインクが出なくなりました。', '綴じ目からページが外れました。'],
    },
  },
  bag: {
    good: {
      en: ['Holds more than it looks.', 'The zips run smoothly.', 'Colour is just like the photos.', 'Comfortable to carry all day.'],
      zh: ['容量比看起来大。', '拉链顺滑。', '颜色和图片一样。', '背一整天也很舒服。'],
      ja: ['見た目よりたくさん入ります。', 'ファスナーの動きがなめらか。', '色は写真どおりでした。', '一日中持っていても楽です。'],
    },
    okay: {
      en: ['A little heavier than I thought.', 'A few loose threads but fine.'],
      zh: ['比想象中重一点。', '有几个线头，问题不大。'],
      ja: ['思ったより少し重いです。', '糸のほつれが少しありました。'],
    },
    bad: {
      en: ['The zip broke within a month.', 'A strap came loose on the first trip.'],
      zh: ['一个月拉链就坏了。', '第一次出门带子就松了。'],
      ja: ['一か月でファスナーが壊れました。', '最初の旅行で持ち手が取れました。'],
    },
  },
  chilled: {
    good: {
      en: ['Arrived cold and perfectly fresh.', 'Generous portion and full of flavour.', 'Delivered faster than the estimate.', 'Beautifully packed, nothing squashed.'],
      zh: ['送到时冰凉新鲜。', '分量足，味道好。', '比预计时间送得还快。', '包装精美，一点没压坏。'],
      ja: ['冷たく新鮮なまま届きました。', 'ボリュームがあって味も最高。', '予定より早く届きました。', 'きれいに梱包されていて崩れていません。'],
    },
    okay: {
      en: ['Tasty but a little too sweet.', 'Good, the rider was a bit late.'],
      zh: ['好吃，就是有点甜。', '东西不错，骑手有点晚。'],
      ja: ['おいしいけれど少し甘すぎ。', 'おいしいが配達が少し遅れました。'],
    },
    bad: {
      en: ['Arrived warm and a bit squashed.', 'The drink leaked in the bag.'],
      zh: ['送到时已经不凉了，还有点压坏。', '饮料洒在袋子里了。'],
      ja: ['ぬるくなって少し崩れて届きました。', '袋の中で飲み物がこぼれていました。'],
    },
  },
  petgear: {
    good: {
      en: ['My dog has not destroyed it yet.', 'Our cat sleeps in it every night.', 'Washes well and dries fast.', 'Better quality than I expected.'],
      zh: ['我家狗子还没咬坏。', '猫咪每晚都睡在里面。', '好清洗，干得快。', '质量比预期好。'],
      ja: ['うちの犬でもまだ壊れていません。', '猫が毎晩この中で寝ています。', '洗いやすく乾くのも早い。', '思った以上の品質でした。'],
    },
    okay: {
      en: ['A bit smaller than it looks.', 'Slight smell at first, gone after a day.'],
      zh: ['比看起来小一点。', '刚开始有点味道，一天后就散了。'],
      ja: ['見た目より少し小さめです。', '最初は少しにおいましたが一日で消えました。'],
    },
    bad: {
      en: ['Torn apart within a day.', 'The stitching came undone.'],
      zh: ['一天就被咬烂了。', '缝线开了。'],
      ja: ['一日でボロボロになりました。', '縫い目がほどけました。'],
    },
  },
  accessory: {
    good: {
      en: ['Fits perfectly, every button and port lines up.', 'Survived a few drops already.', 'Feels solid and premium in the hand.', 'Slim enough that I forget it is there.'],
      zh: ['尺寸刚好，按键和接口都对得上。', '已经摔了几次，完全没事。', '手感扎实，做工精致。', '很轻薄，几乎感觉不到。'],
      ja: ['サイズぴったりで、ボタンも端子もずれません。', '何度か落としましたが無事でした。', '手に持つとしっかりした高級感があります。', '薄くて着けているのを忘れるほどです。'],
    },
    okay: {
      en: ['Does the job, the colour is a bit duller than pictured.', 'A little loose at the corners.'],
      zh: ['能用，颜色比图片暗一点。', '边角有点松。'],
      ja: ['使えますが、色は写真より少しくすんでいます。', '角が少しゆるいです。'],
    },
    bad: {
      en: ['Cracked at the corner within a week.', 'Does not fit my model well.'],
      zh: ['用了一周边角就裂了。', '和我的型号不太匹配。'],
      ja: ['一週間で角が割れました。', '自分の機種にうまく合いません。'],
    },
  },
  tech: {
    good: {
      en: ['Battery easily lasts all day.', 'Setup took two minutes.', 'Feels solid and premium in the hand.', 'Sound is clear and the connection stable.'],
      zh: ['续航一整天没问题。', '两分钟就设置好了。', '手感扎实，做工精致。', '声音清晰，连接稳定。'],
      ja: ['バッテリーが一日しっかり持ちます。', '設定は2分で終わりました。', '手に持つとしっかりした高級感があります。', '音がクリアで接続も安定しています。'],
    },
    okay: {
      en: ['Works fine, the app could be better.', 'Gets a little warm when charging.'],
      zh: ['用着还行，配套App有待改进。', '充电时有点发热。'],
      ja: ['使えますがアプリはいまいち。', '充電中に少し熱くなります。'],
    },
    bad: {
      en: ['Stopped charging after a week.', 'Bluetooth keeps disconnecting.'],
      zh: ['用了一周就充不进电了。', '蓝牙总是断开。'],
      ja: ['一週間で充電できなくなりました。', 'Bluetoothがよく切れます。'],
    },
  },
  wear: {
    good: {
      en: ['Fits perfectly, true to size.', 'The fabric is soft and breathable.', 'Colour is just like the photos.', 'Comfortable enough to wear all day.'],
      zh: ['尺码很准，穿着合身。', '面料柔软透气。', '颜色和图片一样。', '穿一整天都很舒服。'],
      ja: ['サイズ感ぴったりです。', '生地が柔らかくて通気性も良い。', '色は写真どおりでした。', '一日中着ていても快適です。'],
    },
    okay: {
      en: ['Runs a little small, size up.', 'A few loose threads but fine.'],
      zh: ['尺码偏小，建议拍大一码。', '有几个线头，问题不大。'],
      ja: ['少し小さめなのでワンサイズ上がおすすめ。', '糸のほつれが少しありました。'],
    },
    bad: {
      en: ['Shrank after the first wash.', 'The colour faded quickly.'],
      zh: ['洗了一次就缩水了。', '很快就褪色了。'],
      ja: ['一度洗ったら縮みました。', 'すぐに色あせてしまいました。'],
    },
  },
  food: {
    good: {
      en: ['Tastes fresh and delicious.', 'The whole family loves it.', 'Good quality, will stock up again.', 'Long expiry date, well sealed.'],
      zh: ['新鲜好吃！', '全家人都喜欢。', '品质不错，还会再囤。', '保质期很新，密封得很好。'],
      ja: ['新鮮でおいしいです。', '家族みんな気に入っています。', '品質が良いのでまた買いだめします。', '賞味期限も長く、しっかり密封されていました。'],
    },
    okay: {
      en: ['A bit too sweet for me.', 'Taste is fine, portion smaller than expected.'],
      zh: ['对我来说有点甜。', '味道还行，分量比想象少。'],
      ja: ['私には少し甘すぎました。', '味は良いけど量は思ったより少なめ。'],
    },
    bad: {
      en: ['Some pieces were crushed.', 'Did not taste fresh.'],
      zh: ['有些碎掉了。', '吃起来不太新鲜。'],
      ja: ['割れているものがありました。', 'あまり新鮮ではありませんでした。'],
    },
  },
  meal: {
    good: {
      en: ['Still hot when it arrived!', 'Generous portion and full of flavour.', 'Delivered faster than the estimate.', 'My go-to lunch now.'],
      zh: ['送到还是热乎的！', '分量足，味道很好。', '比预计时间送得还快。', '现在午饭就点这家了。'],
      ja: ['届いたときもまだ温かかった！', 'ボリュームたっぷりで味も最高。', '予定より早く届きました。', '今ではお昼の定番です。'],
    },
    okay: {
      en: ['Tasty but a little salty.', 'Good food, the rider was a bit late.'],
      zh: ['好吃但有点咸。', '菜不错，骑手稍微晚了点。'],
      ja: ['おいしいけど少ししょっぱい。', '料理は良いけど配達が少し遅れました。'],
    },
    bad: {
      en: ['Arrived cold and soggy.', 'The soup leaked in the bag.'],
      zh: ['送到的时候已经凉了，还软塌塌的。', '汤洒在袋子里了。'],
      ja: ['冷めてべちゃっとしていました。', 'スープが袋の中にこぼれていました。'],
    },
  },
  care: {
    good: {
      en: ['Gentle and works as promised.', 'No irritation at all on my sensitive skin.', 'Genuine product, checked the batch code.', 'Easy to use, clear instructions.'],
      zh: ['很温和，效果和说的一样。', '敏感肌用了也没有刺激。', '正品，查过批号了。', '使用方便，说明清楚。'],
      ja: ['やさしくて、効果も説明どおり。', '敏感肌でも刺激はまったくありません。', '正規品でした。ロット番号も確認済み。', '使いやすく、説明もわかりやすい。'],
    },
    okay: {
      en: ['Takes a while to see results.', 'Packaging could be sturdier.'],
      zh: ['要用一段时间才见效。', '包装可以再结实一点。'],
      ja: ['効果が出るまで少し時間がかかります。', 'パッケージがもう少し丈夫だと良い。'],
    },
    bad: {
      en: ['Did nothing for me.', 'The seal was already broken.'],
      zh: ['对我没什么效果。', '收到时封口已经破了。'],
      ja: ['私には効果がありませんでした。', '届いたとき封が開いていました。'],
    },
  },
  home: {
    good: {
      en: ['Looks great in my living room.', 'Sturdy and easy to put together.', 'Better quality than I expected.', 'Exactly the colour I wanted.'],
      zh: ['放在客厅很好看。', '很结实，安装也简单。', '质量超出预期。', '颜色正是我想要的。'],
      ja: ['リビングにぴったりです。', '丈夫で組み立ても簡単。', '思っていたより品質が良い。', 'ちょうど欲しかった色です。'],
    },
    okay: {
      en: ['Nice, but smaller than it looks.', 'Slight smell at first, gone after a day.'],
      zh: ['不错，但比看起来小一些。', '刚开始有点味道，一天就散了。'],
      ja: ['良いけど写真より小さめ。', '最初は少しにおいがありましたが一日で消えました。'],
    },
    bad: {
      en: ['One part was missing.', 'Scratched on arrival.'],
      zh: ['少了一个配件。', '收到就有划痕。'],
      ja: ['部品が一つ足りませんでした。', '届いた時点で傷がありました。'],
    },
  },
  play: {
    good: {
      en: ['My kids play with it every day.', 'Great gift, well made.', 'Hours of fun for the family.', 'Good quality for the price.'],
      zh: ['孩子每天都玩。', '送礼很合适，做工好。', '全家一起玩得很开心。', '这个价格质量很好了。'],
      ja: ['子どもが毎日遊んでいます。', 'プレゼントに最適、作りもしっかり。', '家族みんなで楽しんでいます。', 'この値段なら品質は十分。'],
    },
    okay: {
      en: ['Fun, but instructions are confusing.', 'Smaller box than expected.'],
      zh: ['好玩，但说明书看不太懂。', '盒子比想象的小。'],
      ja: ['楽しいけど説明書がわかりにくい。', '箱が思ったより小さかった。'],
    },
    bad: {
      en: ['Broke after a few days.', 'Pieces do not fit well.'],
      zh: ['玩了几天就坏了。', '零件拼不太上。'],
      ja: ['数日で壊れました。', 'パーツがうまくはまりません。'],
    },
  },
};

const REPLIES: Record<Mood, Record<Lang, string[]>> = {
  good: {
    en: ['Thank you for your kind words! See you again.', 'So glad you like it, thanks for shopping with us.'],
    zh: ['感谢亲的好评，期待再次光临！', '很高兴您喜欢，感谢支持～'],
    ja: ['温かいレビューをありがとうございます！またのご利用をお待ちしています。', '気に入っていただけて嬉しいです。'],
  },
  okay: {
    en: ['Thanks for the feedback, we will keep improving.'],
    zh: ['感谢反馈，我们会继续改进。'],
    ja: ['ご意見ありがとうございます。改善に努めます。'],
  },
  bad: {
    en: ['Sorry about this! Please contact us and we will make it right.'],
    zh: ['非常抱歉给您带来不便，请联系客服为您处理。'],
    ja: ['ご不便をおかけして申し訳ありません。カスタマーサービスまでご連絡ください。'],
  },
};

function moodOf(rating: number): Mood {
  return rating >= 4 ? 'good' : rating === 3 ? 'okay' : 'bad';
}

const join = (lang: Lang, parts: string[]) => parts.join(lang === 'en' ? ' ' : '');

/** A review text in one language for a rating: one or two remarks about the kind of goods, one general. */
export function reviewText(tone: ReviewTone, rating: number, lang: Lang, rng: Random): string {
  const mood = moodOf(rating);
  const specific = rng.sample(BY_TONE[tone][mood][lang], rng.int(1, 2));
  const general = rng.pick(GENERAL[mood][lang]);
  return join(lang, rng.chance(0.5) ? [general, ...specific] : [...specific, general]);
}

/** A shop's answer to a review, in the review's language. */
export function reviewReply(rating: number, lang: Lang, rng: Random): string {
  return rng.pick(REPLIES[moodOf(rating)][lang]);
}

/** Ratings as shoppers give them: mostly fives, a long tail of ones. */
export function drawRating(rng: Random): number {
  return rng.weighted([5, 4, 3, 2, 1], [62, 21, 8, 4, 5]);
}
