import { describe, expect, it } from 'vitest';
import { draftOfTemplate, newAreaRule, requestOfTemplate } from './template-draft.ts';

const saved = {
  templateId: 7,
  name: 'Standard',
  chargeBy: 'piece' as const,
  isDefault: true,
  goodsCount: 3,
  defaultRule: { firstUnits: 1, firstFee: 800, extraUnits: 1, extraFee: 200, freeOverAmount: 9900 },
  areaRules: [{ nationId: 1, nationName: 'China', areaId: 5, areaName: 'Tibet', firstUnits: 1, firstFee: 2000, extraUnits: 1, extraFee: 500, freeOverAmount: null }],
};

describe('the delivery template editor', () => {
  it('edits a saved template and sends it back as it was', () => {
    const { request, errors } = requestOfTemplate(draftOfTemplate(saved), 3);
    expect(errors).toEqual({});
    expect(request).toEqual({
      shopId: 3,
      templateId: 7,
      name: 'Standard',
      chargeBy: 'piece',
      isDefault: true,
      defaultRule: saved.defaultRule,
      areaRules: [{ nationId: 1, areaId: 5, firstUnits: 1, firstFee: 2000, extraUnits: 1, extraFee: 500, freeOverAmount: null }],
    });
  });

  it('names each mistake by the field the server would name', () => {
    const draft = draftOfTemplate();
    draft.defaultRule = { firstUnits: '0', firstFee: '', extraUnits: '1.5', extraFee: '99999999', freeOver: '' };
    draft.areaRules = [newAreaRule(), { ...newAreaRule(), nationId: 2 }, { ...newAreaRule(), nationId: 2, firstFee: '1', extraFee: '1' }];
    const { request, errors } = requestOfTemplate(draft, 3);
    expect(request).toBeUndefined();
    expect(errors).toMatchObject({
      name: 'required',
      'defaultRule.firstUnits': 'units',
      'defaultRule.firstFee': 'required',
      'defaultRule.extraUnits': 'units',
      'defaultRule.extraFee': 'money',
      'areaRules.0.nationId': 'nation',
      'areaRules.2.nationId': 'duplicate',
    });
  });

  it('refuses a template that ships nowhere', () => {
    const draft = { ...draftOfTemplate(), name: 'Pickup only', everywhere: false };
    expect(requestOfTemplate(draft, 3).errors).toEqual({ defaultRule: 'nowhere' });
  });
});
