import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@mall/contract/platform/languages';
import type { TDeliveryTemplate } from '@mall/contract/shop/delivery-template-fields';
import { formatBaseMoney } from '../../shared/format/base-money.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { draftOfTemplate, type TemplateDraft } from './template-draft.ts';
import { TemplateEditor } from './template-editor.tsx';
import { useDeleteTemplate, useDeliveryTemplates } from './use-merchant-shop.ts';

type Rule = NonNullable<TDeliveryTemplate['defaultRule']>;

/** One rule as a line: "first 1 pcs ¥8.00, each further 1 pcs ¥2.00 · free from ¥99.00". */
function useRuleLine(chargeBy: TDeliveryTemplate['chargeBy'], baseCurrency: string | undefined) {
  const { t, i18n } = useTranslation('merchant-shop');
  const lang: Lang = langOf(i18n.language) ?? 'en';
  const money = (minor: number) => formatBaseMoney(minor, baseCurrency, lang);
  const unit = t(`templates.units.${chargeBy}`);
  return (rule: Rule) => {
    const line = t('templates.ruleLine', { first: rule.firstUnits, firstFee: money(rule.firstFee), extra: rule.extraUnits, extraFee: money(rule.extraFee), unit });
    return rule.freeOverAmount === null ? line : `${line} · ${t('templates.freeOver', { amount: money(rule.freeOverAmount) })}`;
  };
}

function TemplateCard({ template, baseCurrency, busy, onEdit, onDelete }: { template: TDeliveryTemplate; baseCurrency: string | undefined; busy: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('merchant-shop');
  const ruleLine = useRuleLine(template.chargeBy, baseCurrency);
  const blocked = template.isDefault ? t('templates.cannotDeleteDefault') : template.goodsCount > 0 ? t('templates.cannotDeleteUsed') : undefined;
  const titleId = `mshop-template-${template.templateId}`;
  return (
    <li className="mall-mshop-template" data-testid="delivery-template">
      <div className="mall-mshop-template-head">
        <h3 className="mall-mshop-template-name" id={titleId}>
          {template.name}
        </h3>
        {template.isDefault && <span className="mall-mshop-tag">{t('templates.default')}</span>}
        <span className="mall-mshop-tag is-plain">{t(template.chargeBy === 'piece' ? 'templates.byPiece' : 'templates.byWeight')}</span>
      </div>
      <p className="mall-mshop-note">{template.goodsCount > 0 ? t('templates.goodsCount', { count: template.goodsCount }) : t('templates.unused')}</p>
      <dl className="mall-mshop-rules">
        <div className="mall-mshop-rules-row">
          <dt>{t('templates.everywhere')}</dt>
          <dd>{template.defaultRule ? ruleLine(template.defaultRule) : t('templates.nowhereElse')}</dd>
        </div>
        {template.areaRules.map((r) => (
          <div key={`${r.nationId}:${r.areaId}`} className="mall-mshop-rules-row">
            <dt>{`${r.nationName} · ${r.areaName ?? t('templates.wholeNation')}`}</dt>
            <dd>{ruleLine(r)}</dd>
          </div>
        ))}
      </dl>
      <div className="mall-mshop-template-actions">
        <Button size="small" shape="rounded" onClick={onEdit}>
          {t('templates.edit')}
          <span className="mall-visually-hidden"> {template.name}</span>
        </Button>
        <Button size="small" shape="rounded" color="danger" fill="outline" disabled={blocked !== undefined || busy} aria-describedby={blocked ? `${titleId}-blocked` : undefined} onClick={onDelete}>
          {t('templates.delete')}
          <span className="mall-visually-hidden"> {template.name}</span>
        </Button>
      </div>
      {blocked && (
        <p className="mall-mshop-note" id={`${titleId}-blocked`}>
          {blocked}
        </p>
      )}
    </li>
  );
}

/**
 * The shop's delivery-fee templates: each with its rules, whether it is the default and how many goods use it; a new
 * one or an edit opens the editor sheet; a delete asks first, and is not offered for the default or a template in use.
 */
export function TemplatesSection({ shopId, baseCurrency }: { shopId: number; baseCurrency: string | undefined }) {
  const { t } = useTranslation('merchant-shop');
  const templates = useDeliveryTemplates(shopId);
  const remove = useDeleteTemplate(shopId);
  const [editing, setEditing] = useState<{ draft: TemplateDraft; wasDefault: boolean } | null>(null);

  const askDelete = async (template: TDeliveryTemplate) => {
    const confirmed = await confirmDialog({
      title: t('templates.deleteTitle'),
      content: t('templates.deleteBody', { name: template.name }),
      confirmText: t('templates.deleteConfirm'),
      cancelText: t('templates.deleteCancel'),
    });
    if (confirmed) remove.mutate(template.templateId, { onSuccess: () => showToast(t('templates.deleted')) });
  };

  let body;
  if (templates.isPending) body = <ListSkeleton rows={2} />;
  else if (templates.isError) body = <LoadFailed description={templates.error.message} onRetry={() => void templates.refetch()} />;
  else if (templates.data.length === 0)
    body = (
      <EmptyState
        title={t('templates.emptyTitle')}
        description={t('templates.emptyDescription')}
        action={{ label: t('templates.add'), onClick: () => setEditing({ draft: draftOfTemplate(), wasDefault: false }) }}
      />
    );
  else
    body = (
      <ul className="mall-mshop-templates">
        {templates.data.map((x) => (
          <TemplateCard
            key={x.templateId}
            template={x}
            baseCurrency={baseCurrency}
            busy={remove.isPending}
            onEdit={() => setEditing({ draft: draftOfTemplate(x), wasDefault: x.isDefault })}
            onDelete={() => void askDelete(x)}
          />
        ))}
      </ul>
    );

  return (
    <section className="mall-card mall-mshop-section" aria-labelledby="mshop-templates-title">
      <div className="mall-mshop-section-head">
        <h2 className="mall-mshop-title" id="mshop-templates-title">
          {t('templates.title')}
        </h2>
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => setEditing({ draft: draftOfTemplate(), wasDefault: false })}>
          {t('templates.add')}
        </Button>
      </div>
      <p className="mall-mshop-note">{t('templates.note')}</p>
      {body}
      <SheetPopup
        visible={editing !== null}
        title={editing?.draft.templateId === undefined ? t('editor.newTitle') : t('editor.editTitle')}
        onClose={() => setEditing(null)}
        testId="template-sheet"
      >
        {editing && <TemplateEditor shopId={shopId} initial={editing.draft} wasDefault={editing.wasDefault} baseCurrency={baseCurrency} onDone={() => setEditing(null)} />}
      </SheetPopup>
    </section>
  );
}
