import { describe, it, expect } from 'vitest';
import {
  INVITE_MARKER,
  SHARE_MARKER,
  buildShareText,
  decodeShareCode,
  encodeShareCode,
  parseShareText,
  shiftCipher,
  unshiftCipher,
} from './share-code.ts';

describe('shiftCipher / unshiftCipher', () => {
  it('rotates digits and letters by 5 by default', () => {
    expect(shiftCipher('0123456789')).toBe('5678901234');
    expect(shiftCipher('abcxyz')).toBe('fghcde');
    expect(shiftCipher('ABCXYZ')).toBe('FGHCDE');
  });

  it('leaves other characters alone', () => {
    expect(shiftCipher('a-b #1_é 中')).toBe('f-g #6_é 中');
    expect(shiftCipher('')).toBe('');
  });

  it('supports other, negative and large shifts', () => {
    expect(shiftCipher('a9', 1)).toBe('b0');
    expect(shiftCipher('a0', -1)).toBe('z9');
    expect(shiftCipher('a0', 27)).toBe('b7');
    expect(shiftCipher('a0', 0)).toBe('a0');
    expect(shiftCipher('a0', Number.NaN)).toBe('a0');
  });

  it('is reversed by unshiftCipher', () => {
    const text = 'Hello, World 2024!';
    expect(unshiftCipher(shiftCipher(text))).toBe(text);
    expect(unshiftCipher(shiftCipher(text, 13), 13)).toBe(text);
    expect(unshiftCipher('fghcde')).toBe('abcxyz');
  });
});

describe('encodeShareCode / decodeShareCode', () => {
  it('encodes the user id and optional goods id', () => {
    // "U1" -> "Z6"; "U1Gz" -> "Z6Le"
    expect(encodeShareCode({ userId: 1 })).toBe('Z6');
    expect(encodeShareCode({ userId: 1, goodsId: 35 })).toBe('Z6Le');
    expect(encodeShareCode({ userId: 123456, goodsId: 789 })).toBe('Z7s4hLqc');
  });

  it('round-trips', () => {
    for (const payload of [
      { userId: 1 },
      { userId: 16, goodsId: 16 }, // base36 "g" must not clash with the goods separator
      { userId: 42, goodsId: 9_876_543 },
      { userId: Number.MAX_SAFE_INTEGER, goodsId: Number.MAX_SAFE_INTEGER },
    ]) {
      expect(decodeShareCode(encodeShareCode(payload))).toEqual(payload);
    }
  });

  it('rejects invalid ids when encoding', () => {
    expect(() => encodeShareCode({ userId: 0 })).toThrow(RangeError);
    expect(() => encodeShareCode({ userId: -1 })).toThrow(RangeError);
    expect(() => encodeShareCode({ userId: 1.5 })).toThrow(RangeError);
    expect(() => encodeShareCode({ userId: Number.NaN })).toThrow(RangeError);
    expect(() => encodeShareCode({ userId: 1, goodsId: 0 })).toThrow(RangeError);
    expect(() => encodeShareCode({ userId: 2 ** 60 })).toThrow(RangeError);
  });

  it('returns null for malformed codes', () => {
    expect(decodeShareCode('')).toBeNull();
    expect(decodeShareCode('   ')).toBeNull();
    expect(decodeShareCode('Z')).toBeNull(); // "U" with no id
    expect(decodeShareCode('Z6L')).toBeNull(); // "U1G" with no goods id
    expect(decodeShareCode('Z5')).toBeNull(); // user id 0
    expect(decodeShareCode('Z56')).toBeNull(); // leading zero "01"
    expect(decodeShareCode('z6')).toBeNull(); // wrong case
    expect(decodeShareCode('Z6#')).toBeNull();
    expect(decodeShareCode('6Z')).toBeNull();
    expect(decodeShareCode(`Z${'e'.repeat(40)}`)).toBeNull(); // too long
    expect(decodeShareCode(`Z${'e'.repeat(20)}`)).toBeNull(); // beyond the safe integer range
    expect(decodeShareCode(null as unknown as string)).toBeNull();
  });
});

describe('buildShareText', () => {
  it('puts the marker and code after a human sentence', () => {
    expect(buildShareText('share', 'Z6Le', 'Red Tea Cup')).toBe(
      'Take a look at "Red Tea Cup" in the mall! Copy this message and open the app to see it. MALLSHARE#Z6Le#',
    );
    expect(buildShareText('invite', 'Z6', 'Alice invites you to the mall.')).toBe(
      'Alice invites you to the mall. Copy this message and open the mall app to sign up with my invitation. MALLINVITE#Z6#',
    );
  });

  it('speaks Chinese and Japanese', () => {
    expect(buildShareText('share', 'Z6', '红茶杯', 'zh')).toBe(
      '快来看看「红茶杯」！复制这段话后打开商城 App 即可查看。 MALLSHARE#Z6#',
    );
    expect(buildShareText('share', 'Z6', '紅茶カップ', 'ja').endsWith(' MALLSHARE#Z6#')).toBe(true);
  });

  it('strips "#" from titles so they cannot fake a code', () => {
    const text = buildShareText('share', 'Z6', `Cup ${SHARE_MARKER}#Z7# \n  deal`);
    expect(text).toContain('"Cup MALLSHARE Z7 deal"');
    expect(parseShareText(text)?.userId).toBe(1);
  });

  it('copes with an empty title', () => {
    expect(buildShareText('invite', 'Z6', '  ')).toBe(
      'Copy this message and open the mall app to sign up with my invitation. MALLINVITE#Z6#',
    );
  });
});

describe('parseShareText', () => {
  const goodsCode = encodeShareCode({ userId: 7, goodsId: 1001 });
  const inviteCode = encodeShareCode({ userId: 7 });

  it('reads a share code from built text', () => {
    expect(parseShareText(buildShareText('share', goodsCode, 'Cup'))).toEqual({
      kind: 'share',
      code: goodsCode,
      userId: 7,
      goodsId: 1001,
    });
  });

  it('reads an invite code anywhere in the text', () => {
    expect(parseShareText(`hey!!${INVITE_MARKER}#${inviteCode}#and more text`)).toEqual({
      kind: 'invite',
      code: inviteCode,
      userId: 7,
    });
  });

  it('ignores codes sent by the current user', () => {
    const text = buildShareText('share', goodsCode, 'Cup');
    expect(parseShareText(text, 7)).toBeNull();
    expect(parseShareText(text, 8)?.userId).toBe(7);
    expect(parseShareText(text, null)?.userId).toBe(7);
  });

  it('skips malformed codes and takes the first good one', () => {
    expect(parseShareText(`MALLSHARE#Z5# MALLINVITE#${inviteCode}#`)?.kind).toBe('invite');
  });

  it('returns null when there is no usable code', () => {
    expect(parseShareText('')).toBeNull();
    expect(parseShareText('   ')).toBeNull();
    expect(parseShareText('just some copied text')).toBeNull();
    expect(parseShareText(`MALLSHARE#${goodsCode}`)).toBeNull(); // no closing #
    expect(parseShareText(`MALLSHARE##`)).toBeNull();
    expect(parseShareText(`MALLSHARE#Z5#`)).toBeNull(); // user id 0
    expect(parseShareText(`mallshare#${goodsCode}#`)).toBeNull(); // markers are case-sensitive
    expect(parseShareText(`OTHERMARK#${goodsCode}#`)).toBeNull();
    expect(parseShareText(undefined as unknown as string)).toBeNull();
  });

  it('is not fooled by stray markers right before the real one', () => {
    expect(parseShareText(`MALLSHARE#MALLSHARE#${goodsCode}#`)?.goodsId).toBe(1001);
    expect(parseShareText(`MALLSHARE#MALLSHARE#MALLSHARE#${goodsCode}#`)?.goodsId).toBe(1001);
  });

  it('copes with huge clipboard text', () => {
    const noise = 'MALLSHARE#'.repeat(100_001);
    expect(parseShareText(`${noise}MALLSHARE#${goodsCode}#`)?.goodsId).toBe(1001);
    expect(parseShareText('x'.repeat(1_000_000))).toBeNull();
  });
});
