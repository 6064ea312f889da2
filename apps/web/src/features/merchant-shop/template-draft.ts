import type { ChargeBy, TDeliveryTemplate } from '@mall/contract/shop/delivery-template-fields';
import type { TSaveDeliveryTemplateRequest } from '@mall/contract/shop/save-delivery-template';
import { moneyInputToMinor } from '../../shared/format/money-input.ts';

/**
 * A delivery-fee template as its editor holds it: fees as typed money ("8.50"), units as typed numbers. The limits
 * are the contract's (shop/delivery-template-fields.ts), checked here so each mistake shows beside its field, under
 * the same names the server uses for its refusals ("areaRules.0.firstFee").
 */

export interface RuleDraft {
  firstUnits: string;
  firstFee: string;
  extraUnits: string;
  extraFee: string;
  /** Empty: never free. */
  freeOver: string;
}

export interface AreaRuleDraft extends RuleDraft {
  key: number;
  nationId: number | null;
  /** Null: the whole nation. */
  areaId: number | null;
}

export interface TemplateDraft {
  templateId?: number;
  name: string;
  chargeBy: ChargeBy;
  isDefault: boolean;
  /** Whether the default rule (everywhere else) applies. */
  everywhere: boolean;
  defaultRule: RuleDraft;
  areaRules: AreaRuleDraft[];
}

export type TemplateErrorKey = 'required' | 'money' | 'units' | 'nation' | 'duplicate' | 'nowhere';

const MAX_MONEY = 100_000_000;
const MAX_UNITS = 1_000_000;

const moneyText = (minor: number) => (minor / 100).toFixed(2);

let nextKey = 1;

export function ruleDraftOf(rule?: { firstUnits: number; firstFee: number; extraUnits: number; extraFee: number; freeOverAmount: number | null } | null): RuleDraft {
  if (!rule) return { firstUnits: '1', firstFee: '', extraUnits: '1', extraFee: '', freeOver: '' };
  return {
    firstUnits: String(rule.firstUnits),
    firstFee: moneyText(rule.firstFee),
    extraUnits: String(rule.extraUnits),
    extraFee: moneyText(rule.extraFee),
    freeOver: rule.freeOverAmount === null ? '' : moneyText(rule.freeOverAmount),
  };
}

export function newAreaRule(): AreaRuleDraft {
  return { key: nextKey++, nationId: null, areaId: null, ...ruleDraftOf() };
}

/** The editor's draft of a saved template, or of a new one (the shop's first becomes its default anyway). */
export function draftOfTemplate(template?: TDeliveryTemplate): TemplateDraft {
  if (!template) return { name: '', chargeBy: 'piece', isDefault: false, everywhere: true, defaultRule: ruleDraftOf(), areaRules: [] };
  return {
    templateId: template.templateId,
    name: template.name,
    chargeBy: template.chargeBy,
    isDefault: template.isDefault,
    everywhere: template.defaultRule !== null,
    defaultRule: ruleDraftOf(template.defaultRule),
    areaRules: template.areaRules.map((r) => ({ key: nextKey++, nationId: r.nationId, areaId: r.areaId, ...ruleDraftOf(r) })),
  };
}

function money(text: string, errors: Record<string, TemplateErrorKey>, field: string, optional = false): number | null {
  if (text.trim() === '') {
    if (!optional) errors[field] = 'required';
    return null;
  }
  const minor = moneyInputToMinor(text);
  if (minor === null || minor > MAX_MONEY) errors[field] = 'money';
  return minor;
}

function units(text: string, errors: Record<string, TemplateErrorKey>, field: string): number {
  const n = Number(text.trim());
  if (text.trim() === '') errors[field] = 'required';
  else if (!Number.isInteger(n) || n < 1 || n > MAX_UNITS) errors[field] = 'units';
  return n;
}

function ruleOf(draft: RuleDraft, at: string, errors: Record<string, TemplateErrorKey>) {
  return {
    firstUnits: units(draft.firstUnits, errors, `${at}.firstUnits`),
    firstFee: money(draft.firstFee, errors, `${at}.firstFee`) ?? 0,
    extraUnits: units(draft.extraUnits, errors, `${at}.extraUnits`),
    extraFee: money(draft.extraFee, errors, `${at}.extraFee`) ?? 0,
    freeOverAmount: money(draft.freeOver, errors, `${at}.freeOverAmount`, true),
  };
}

/** The request for a draft, or the errors by field; a request is made only when there are none. */
export function requestOfTemplate(draft: TemplateDraft, shopId: number): { request?: TSaveDeliveryTemplateRequest; errors: Record<string, TemplateErrorKey> } {
  const errors: Record<string, TemplateErrorKey> = {};
  if (draft.name.trim() === '') errors.name = 'required';
  const defaultRule = draft.everywhere ? ruleOf(draft.defaultRule, 'defaultRule', errors) : null;
  const seen = new Set<string>();
  const areaRules = draft.areaRules.map((r, i) => {
    if (r.nationId === null) errors[`areaRules.${i}.nationId`] = 'nation';
    const key = `${r.nationId}:${r.areaId}`;
    if (r.nationId !== null && seen.has(key)) errors[`areaRules.${i}.nationId`] = 'duplicate';
    seen.add(key);
    return { nationId: r.nationId ?? 0, areaId: r.areaId, ...ruleOf(r, `areaRules.${i}`, errors) };
  });
  if (!draft.everywhere && draft.areaRules.length === 0) errors.defaultRule = 'nowhere';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    request: {
      shopId,
      ...(draft.templateId !== undefined ? { templateId: draft.templateId } : {}),
      name: draft.name.trim(),
      chargeBy: draft.chargeBy,
      isDefault: draft.isDefault,
      defaultRule,
      areaRules,
    },
  };
}
