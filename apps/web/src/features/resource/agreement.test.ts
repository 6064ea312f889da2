import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './agreement-text.ts';
import { isAgreementCode } from './resource-api.ts';

describe('agreements', () => {
  it('splits the text into paragraphs at blank lines', () => {
    expect(paragraphsOf('First.\n\nSecond line one\nline two.\r\n\r\n\n  Third.  \n\n')).toEqual(['First.', 'Second line one\nline two.', 'Third.']);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('accepts only agreement codes', () => {
    expect(isAgreementCode('user_agreement')).toBe(true);
    expect(isAgreementCode('privacy_policy')).toBe(true);
    expect(isAgreementCode('Privacy')).toBe(false);
    expect(isAgreementCode('../x')).toBe(false);
    expect(isAgreementCode(undefined)).toBe(false);
  });
});
