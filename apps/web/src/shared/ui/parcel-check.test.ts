import { describe, expect, it } from 'vitest';
import { checkParcel } from './parcel-check.ts';

describe('checkParcel', () => {
  const sf = { trackingPattern: '^SF\\d{13}$' };
  it('checks the company and the number against its pattern', () => {
    expect(checkParcel(sf, ' sf1234567890123 ')).toEqual({ number: 'SF1234567890123' });
    expect(checkParcel(sf, 'SF12')).toEqual({ number: 'SF12', tracking: 'invalid' });
    expect(checkParcel(undefined, '')).toEqual({ number: '', company: 'missing', tracking: 'required' });
    expect(checkParcel(undefined, 'X1')).toEqual({ number: 'X1', company: 'missing' });
  });
});
