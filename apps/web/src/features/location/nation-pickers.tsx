import { useEffect, useMemo, useState } from 'react';
import { Cascader, Picker, type CascaderOption } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TArea } from '@mall/contract/location/list-nation-areas';
import type { TNation } from '@mall/contract/location/list-nations';
import { showToast } from '../../shared/ui/toast.ts';
import { useModalFocus } from '../../shared/ui/use-modal-focus.ts';
import { endsAtLeaf, nodesAlong, regionText, toNodes, type AreaNode } from './area-tree.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { locationQueries } from './location-queries.ts';
import { useNations, useTopAreas } from './use-locations.ts';
import './nation-pickers.css';

/** The nation a calling code most likely means: the one chosen before, else the first that has the code. */
function nationOfPhoneCode(nations: readonly TNation[] | undefined, phoneCode: string, preferred?: string): TNation | undefined {
  return nations?.find((n) => n.code === preferred && n.phoneCode === phoneCode) ?? nations?.find((n) => n.phoneCode === phoneCode);
}

/** "+86 ▾": picks a country calling code from the nations list (resource/nation/list). */
export function PhoneCodePicker({ value, onChange, disabled }: { value: string; onChange: (phoneCode: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('account');
  const nations = useNations();
  const [visible, setVisible] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const current = nationOfPhoneCode(nations.data, value, chosen);
  const columns = useMemo(() => [(nations.data ?? []).map((n) => ({ label: `${n.name} +${n.phoneCode}`, value: n.code }))], [nations.data]);
  const modal = useModalFocus(visible, () => setVisible(false));

  const open = () => {
    if (nations.isError) {
      showToast(nations.error.message);
      void nations.refetch();
      return;
    }
    setVisible(true);
  };

  return (
    <>
      <button type="button" className="mall-picker-trigger mall-phone-code" disabled={disabled} onClick={open} data-testid="phone-code">
        <span className="mall-visually-hidden">{t('phone.codeLabel')} </span>+{value}
        <DownFill className="mall-picker-arrow" aria-hidden />
      </button>
      <Picker
        {...modal}
        columns={columns}
        visible={visible}
        loading={nations.isPending}
        title={t('phone.codeLabel')}
        value={current ? [current.code] : []}
        onClose={() => setVisible(false)}
        onConfirm={([code]) => {
          const nation = nations.data?.find((n) => n.code === code);
          if (!nation) return;
          setChosen(nation.code);
          onChange(nation.phoneCode);
        }}
      />
    </>
  );
}

/** Picks the nation of an address. */
export function NationPicker({ value, onChange, placeholder }: { value: number | undefined; onChange: (nation: TNation) => void; placeholder: string }) {
  const { t } = useTranslation('account');
  const nations = useNations();
  const [visible, setVisible] = useState(false);
  const current = nations.data?.find((n) => n.id === value);
  const columns = useMemo(() => [(nations.data ?? []).map((n) => ({ label: n.name, value: String(n.id) }))], [nations.data]);
  const modal = useModalFocus(visible, () => setVisible(false));
  return (
    <>
      <button
        type="button"
        className={current ? 'mall-picker-trigger mall-picker-trigger--block' : 'mall-picker-trigger mall-picker-trigger--block mall-picker-trigger--empty'}
        onClick={() => (nations.isError ? void nations.refetch() : setVisible(true))}
        data-testid="nation-picker"
      >
        <span className="mall-picker-text">{current?.name ?? (nations.isError ? t('address.nationsFailed') : placeholder)}</span>
        <DownFill className="mall-picker-arrow" aria-hidden />
      </button>
      <Picker
        {...modal}
        columns={columns}
        visible={visible}
        loading={nations.isPending}
        title={t('address.nation')}
        value={current ? [String(current.id)] : []}
        onClose={() => setVisible(false)}
        onConfirm={([id]) => {
          const nation = nations.data?.find((n) => String(n.id) === id);
          if (nation) onChange(nation);
        }}
      />
    </>
  );
}

function toCascaderOptions(nodes: readonly AreaNode[]): CascaderOption[] {
  return nodes.map((node) => ({
    label: node.name,
    value: String(node.id),
    // An area with children not loaded yet shows antd-mobile's skeleton until they arrive.
    children: node.hasChildren ? (node.children ? toCascaderOptions(node.children) : Cascader.optionSkeleton) : undefined,
  }));
}

export interface AreaCascaderProps {
  nationId: number | undefined;
  /** Province, city, district ids, as far as chosen. */
  value: readonly number[];
  /** Their names, shown before the tree has loaded (an address being edited). */
  names: readonly string[];
  onChange: (ids: number[], names: string[]) => void;
  placeholder: string;
}

/** Province → city → district of a nation, each level loaded from resource/nation/area/list when it is opened. */
export function AreaCascader({ nationId, value, names, onChange, placeholder }: AreaCascaderProps) {
  const { t } = useTranslation('account');
  const lang = useQueryLang();
  const top = useTopAreas(nationId);
  const [visible, setVisible] = useState(false);
  const [picking, setPicking] = useState<number[]>([]);
  const modal = useModalFocus(visible, () => setVisible(false));

  // Below each area chosen so far, its children (a leaf answers none); loaded while the picker is open.
  const chain = visible ? picking : [];
  const below = useQueries({
    queries: chain.map((id) => ({ ...locationQueries.areas(lang, nationId ?? 0, id), enabled: nationId !== undefined })),
  });

  const build = (level: number, areas: readonly TArea[]): AreaNode[] =>
    toNodes(areas).map((node) => {
      const loaded = chain[level] === node.id ? below[level]?.data : undefined;
      return loaded ? { ...node, children: build(level + 1, loaded) } : node;
    });
  const tree = build(0, top.data ?? []);

  const failed = below.find((q) => q.isError)?.error;
  useEffect(() => {
    if (failed) showToast(failed.message);
  }, [failed]);

  const noAreas = top.isSuccess && top.data.length === 0;
  const shown = regionText(names);

  const open = () => {
    if (nationId === undefined) {
      showToast(t('address.errors.nationFirst'));
      return;
    }
    if (top.isError) {
      void top.refetch();
      return;
    }
    setPicking([...value]);
    setVisible(true);
  };

  return (
    <>
      <button
        type="button"
        className={shown ? 'mall-picker-trigger mall-picker-trigger--block' : 'mall-picker-trigger mall-picker-trigger--block mall-picker-trigger--empty'}
        onClick={open}
        disabled={noAreas}
        data-testid="area-picker"
      >
        <span className="mall-picker-text">{noAreas ? t('address.noAreas') : shown || (top.isError ? t('address.areasFailed') : placeholder)}</span>
        {!noAreas && <DownFill className="mall-picker-arrow" aria-hidden />}
      </button>
      <Cascader
        {...modal}
        options={toCascaderOptions(tree)}
        visible={visible}
        loading={top.isPending}
        title={t('address.region')}
        placeholder={t('address.choose')}
        value={picking.map(String)}
        onSelect={(ids) => setPicking(ids.map(Number))}
        onClose={() => setVisible(false)}
        onConfirm={(ids) => {
          const picked = ids.map(Number);
          if (!endsAtLeaf(tree, picked)) {
            showToast(t('address.errors.regionIncomplete'));
            // Reopened where it was left, so the shopper can finish the choice.
            setTimeout(() => setVisible(true), 350);
            return;
          }
          onChange(picked, nodesAlong(tree, picked).map((n) => n.name));
        }}
      />
    </>
  );
}
