import { useState } from 'react';
import { Button, Checkbox, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReturnKind } from '@mall/contract/aftersale/return-fields';
import type { TQueryOrderReturnsResponse } from '@mall/contract/aftersale/query-order-returns';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { NumberStepper } from '../../shared/ui/number-stepper.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { returnFormPath } from './aftersale-paths.ts';
import './aftersale.css';

/**
 * `order/returnapply`: the kind (those the order allows now) and, per line with units left, whether and how many;
 * then the kind's own form. Lines with nothing left say why.
 */
export function ReturnChoose({ facts }: { facts: TQueryOrderReturnsResponse }) {
  const { t } = useTranslation('aftersale');
  const navigate = useNavigate();
  const [kind, setKind] = useState<ReturnKind>(facts.kinds[0]!);
  const [picked, setPicked] = useState<Record<number, number>>(() =>
    facts.lines.length === 1 && facts.lines[0]!.available > 0 ? { [facts.lines[0]!.orderLineId]: facts.lines[0]!.available } : {},
  );

  const next = () => {
    const units = Object.entries(picked).map(([line, quantity]) => ({ orderLineId: Number(line), quantity }));
    if (units.length === 0) return showToast(t('apply.pickGoods'));
    void navigate(returnFormPath(kind, facts.orderId, units));
  };

  return (
    <>
      <main className="mall-page-body mall-return-body">
        <section className="mall-card mall-return-section">
          <h2 className="mall-return-section-title" id="return-kind-title">
            {t('apply.kind')}
          </h2>
          <Radio.Group value={kind} onChange={(v) => setKind(v as ReturnKind)}>
            <div className="mall-return-kinds" role="radiogroup" aria-labelledby="return-kind-title">
              {facts.kinds.map((k) => (
                <Radio key={k} value={k} className="mall-return-kind-option" data-testid={`return-kind-${k}`}>
                  <span className="mall-return-kind-name">{t(`kind.${k}`)}</span>
                  <span className="mall-return-kind-hint">{t(`kindHint.${k}`)}</span>
                </Radio>
              ))}
            </div>
          </Radio.Group>
        </section>
        <section className="mall-card mall-return-section">
          <h2 className="mall-return-section-title">{t('apply.goods')}</h2>
          <ul className="mall-return-lines">
            {facts.lines.map((line) => {
              const chosen = picked[line.orderLineId];
              return (
                <li key={line.orderLineId} className="mall-return-line mall-return-line--pick" data-testid="return-pick-line">
                  <Checkbox
                    checked={chosen !== undefined}
                    disabled={line.available === 0}
                    onChange={(on) =>
                      setPicked((p) => {
                        const copy = { ...p };
                        if (on) copy[line.orderLineId] = line.available;
                        else delete copy[line.orderLineId];
                        return copy;
                      })
                    }
                  >
                    <span className="mall-visually-hidden">{t('apply.selectLine', { title: line.title })}</span>
                  </Checkbox>
                  <img className="mall-return-line-image" src={line.image} alt="" width={64} height={64} loading="lazy" />
                  <div className="mall-return-line-text">
                    <p className="mall-return-line-title">{line.title}</p>
                    {line.specName && <p className="mall-return-line-spec">{line.specName}</p>}
                    <Price minor={line.unitPrice} size="small" />
                    <p className="mall-return-line-spec">{line.available > 0 ? t('apply.left', { count: line.available }) : t('apply.noneLeft')}</p>
                    {chosen !== undefined && line.available > 1 && (
                      <NumberStepper
                        value={chosen}
                        min={1}
                        max={line.available}
                        label={`${t('apply.quantity')} ${line.title}`}
                        onChange={(n) => setPicked((p) => ({ ...p, [line.orderLineId]: n }))}
                        data-testid="return-pick-quantity"
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </main>
      <BottomBar className="mall-return-bar">
        <Button block color="primary" shape="rounded" onClick={next} data-testid="return-next">
          {t('apply.next')}
        </Button>
      </BottomBar>
    </>
  );
}
