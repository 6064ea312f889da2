import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, fieldsOf, formOf, stepProblems, storedUrlOf } from './application-draft.ts';

describe('the merchant application draft', () => {
  it('asks a company for the licence and the legal representative, and a person for neither', () => {
    expect(fieldsOf('identity', 'individual')).toEqual(['legalName', 'idNumber']);
    expect(fieldsOf('identity', 'enterprise')).toEqual(['legalName', 'idNumber', 'licenceNumber', 'legalRepresentative']);
    expect(fieldsOf('documents', 'individual_business')).toEqual(['id_card_front', 'id_card_back', 'business_license']);
  });

  it('finds each mistake of a step and none in a good one', () => {
    const draft = { ...emptyDraft('enterprise'), legalName: 'A', idNumber: '12-34', licenceNumber: 'x' };
    expect(stepProblems(draft, 'identity')).toEqual({ legalName: 'tooShort', idNumber: 'idNumber', licenceNumber: 'licenceNumber', legalRepresentative: 'required' });
    expect(stepProblems(draft, 'documents')).toEqual({ business_license: 'document', id_card_front: 'document', id_card_back: 'document' });
    const shop = { ...draft, shopName: 'S', contactName: 'Li', contactPhone: '138 0013 8000', contactEmail: 'not-mail' };
    expect(stepProblems(shop, 'shop')).toEqual({ shopName: 'tooShort', categoryId: 'category', contactEmail: 'email' });
    const good = { ...shop, legalName: 'Good Co', idNumber: 'A12345', licenceNumber: '91310000MA1', legalRepresentative: 'Li', shopName: 'Good', categoryId: 3, contactEmail: '' };
    expect(stepProblems(good, 'identity')).toEqual({});
    expect(stepProblems(good, 'shop')).toEqual({});
  });

  it('sends only what the kind needs, trimmed, and the stored document addresses', () => {
    const draft = {
      ...emptyDraft('individual'),
      legalName: ' Wang Fang ',
      idNumber: 'A12345',
      licenceNumber: 'left over',
      contactName: 'Wang',
      contactPhone: '13800138000',
      categoryId: 4,
      shopName: 'Fang’s',
      documents: { id_card_front: { url: '/private/a', preview: 'blob:1' }, id_card_back: { url: '/private/b', preview: 'blob:2' } },
    };
    expect(formOf(draft)).toEqual({
      legalName: 'Wang Fang',
      idNumber: 'A12345',
      contactName: 'Wang',
      contactPhoneCode: '86',
      contactPhone: '13800138000',
      categoryId: 4,
      shopName: 'Fang’s',
      documents: [
        { kind: 'id_card_front', url: '/private/a' },
        { kind: 'id_card_back', url: '/private/b' },
      ],
    });
  });

  it('edits a sent application from its answer, asking for the masked ID number again', () => {
    expect(storedUrlOf('/private/2026/11/abc.webp?e=1&s=x')).toBe('/private/2026/11/abc.webp');
    const draft = draftOf({
      applicationId: 1,
      kind: 'individual',
      status: 'refused',
      legalName: 'Wang Fang',
      idNumber: 'A1**45',
      licenceNumber: null,
      legalRepresentative: null,
      contactName: 'Wang',
      contactPhoneCode: '86',
      contactPhone: '13800138000',
      contactEmail: null,
      categoryId: 4,
      categoryName: 'Food',
      shopName: 'Fang',
      documents: [{ kind: 'id_card_front', url: '/private/2026/11/a.webp?e=1&s=x' }],
      refuseReason: 'blurred',
      submittedAt: '',
      decidedAt: null,
      shopId: null,
      history: [],
    });
    expect(draft).toMatchObject({ idNumber: '', documents: { id_card_front: { url: '/private/2026/11/a.webp', preview: '/private/2026/11/a.webp?e=1&s=x' } } });
  });
});
