import { describe, expect, it } from 'vitest';
import { invoiceNumberText, isValidTaxNo, normalizeTaxNo } from './invoice-fields.ts';

describe('isValidTaxNo', () => {
  it('takes an 18-character unified social credit code only with its right check character', () => {
    expect(isValidTaxNo('91330100MA2B3C4D5N')).toBe(true);
    expect(isValidTaxNo('91110108551385082Q')).toBe(true);
    expect(isValidTaxNo('91330100MA2B3C4D5M')).toBe(false);
    // I, O, S, V and Z are not in the code's alphabet.
    expect(isValidTaxNo('91330100MI2B3C4D5N')).toBe(false);
  });

  it('takes a Japanese corporate or registration number only with its right check digit', () => {
    expect(isValidTaxNo('7000012050002')).toBe(true);
    expect(isValidTaxNo('T7000012050002')).toBe(true);
    expect(isValidTaxNo('T7000012050003')).toBe(false);
    expect(isValidTaxNo('6000012050002')).toBe(false);
  });

  it('takes other tax numbers of 15 to 20 letters and digits, and nothing else', () => {
    expect(isValidTaxNo('110108551385082')).toBe(true);
    expect(isValidTaxNo('11010855138508212345')).toBe(true);
    expect(isValidTaxNo('11010855138508')).toBe(false);
    expect(isValidTaxNo('110108551385082123456')).toBe(false);
    expect(isValidTaxNo('')).toBe(false);
    expect(isValidTaxNo('11010855138508_')).toBe(false);
  });

  it('reads a number as written: spaces and dashes dropped, letters in upper case', () => {
    expect(normalizeTaxNo(' 91330100ma2b 3c4d-5n ')).toBe('91330100MA2B3C4D5N');
    expect(normalizeTaxNo('t7000-0120-50002')).toBe('T7000012050002');
  });
});

describe('invoiceNumberText', () => {
  it('prints the kind, the shop and the running number', () => {
    expect(invoiceNumberText('invoice', 12, 37)).toBe('INV-0012-000037');
    expect(invoiceNumberText('credit_note', 12, 38)).toBe('CN-0012-000038');
  });
});
