import { useState } from 'react';
import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TArea } from '@mall/contract/location/list-nation-areas';
import type { Lang } from '@mall/contract/platform/languages';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListButton } from '../../shared/ui/list-button.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { locationQueries } from './location-queries.ts';
import { useNations } from './use-locations.ts';

/** The nation the picker opens on: the one of the shopper's language (the seeded demo shops are in China and Japan). */
const NATION_OF_LANG: Record<Lang, string> = { zh: 'CN', ja: 'JP', en: 'CN' };

/**
 * A manual choice from the gazetteer: a nation, then its provinces / prefectures / states, drilling into cities and
 * districts; any level can be chosen ("All of Shanghai"), a leaf by tapping it. Uses the address picker's calls
 * (resource/nation/list, resource/nation/area/list).
 */
export function AreaPicker({ onChoose, busy }: { onChoose: (area: TArea) => void; busy: boolean }) {
  const { t } = useTranslation('location');
  const lang = useQueryLang();
  const nations = useNations();
  const [picked, setNationId] = useState<number | undefined>();
  const [trail, setTrail] = useState<TArea[]>([]);
  // Until the shopper picks one, the nation of their language.
  const nationId = picked ?? (nations.data?.find((n) => n.code === NATION_OF_LANG[lang]) ?? nations.data?.[0])?.id;

  const parent = trail.at(-1);
  const areas = useQuery({ ...locationQueries.areas(lang, nationId ?? 0, parent?.id ?? null), enabled: nationId !== undefined });

  if (nations.isPending) return <ListSkeleton rows={2} />;
  if (nations.isError) return <LoadFailed description={nations.error.message} onRetry={() => void nations.refetch()} />;

  let list;
  if (areas.isPending) list = <ListSkeleton rows={3} lines={1} />;
  else if (areas.isError) list = <LoadFailed description={areas.error.message} onRetry={() => void areas.refetch()} />;
  else if (areas.data.length === 0 && !parent) list = <EmptyState title={t('index.noAreas')} />;
  else
    list = (
      <List data-testid="location-areas" aria-busy={busy}>
        {parent && (
          <ListButton onClick={() => onChoose(parent)} data-testid="location-area-whole">
            {t('index.chooseWhole', { place: parent.name })}
          </ListButton>
        )}
        {areas.data.map((a) => (
          <ListButton
            key={a.id}
            data-testid="location-area"
            data-area-code={a.code}
            onClick={() => (a.hasChildren ? setTrail([...trail, a]) : onChoose(a))}
          >
            {a.name}
          </ListButton>
        ))}
      </List>
    );

  return (
    <div className="mall-location-picker">
      <label className="mall-location-nation">
        <span>{t('index.nation')}</span>
        <select
          value={nationId ?? ''}
          data-testid="location-nation"
          onChange={(e) => {
            setNationId(Number(e.target.value));
            setTrail([]);
          }}
        >
          {nations.data.map((n) => (
            <option key={n.id} value={n.id}>
              {n.name}
            </option>
          ))}
        </select>
      </label>
      {parent && (
        <button type="button" className="mall-location-up" data-testid="location-area-up" onClick={() => setTrail(trail.slice(0, -1))}>
          {trail.length > 1 ? t('index.up', { place: trail.at(-2)!.name }) : t('index.top')}
        </button>
      )}
      {list}
    </div>
  );
}
