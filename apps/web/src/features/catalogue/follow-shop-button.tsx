import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useLoginGate, useResumeAfterLogin } from '../../shared/session/use-login-gate.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { catalogueKeys, catalogueQueries } from './catalogue-queries.ts';
import { SHOP_API } from './shop-api.ts';
import './follow-shop-button.css';

export interface FollowShopButtonProps {
  shopId: number;
  /** The follow state the page already knows; when left out, the button asks the server itself. */
  followed?: boolean;
  size?: 'mini' | 'small' | 'middle';
  /** Told the new state and the shop's follower count after each successful toggle. */
  onChange?: (followed: boolean, followerCount: number) => void;
}

/**
 * Follow / Following toggle of a shop. A visitor is sent to log in and brought back to this page, where the shop
 * is then followed; a logged-in shopper toggles at once, and every query of the shop and the followed-shops list is refreshed.
 */
export function FollowShopButton({ shopId, followed, size = 'small', onChange }: FollowShopButtonProps) {
  const { t } = useTranslation('shop');
  const { token } = useSession();
  const passGate = useLoginGate();
  const queryClient = useQueryClient();

  const asked = useQuery({ ...catalogueQueries.shopFollow(useQueryLang(), shopId, token), enabled: followed === undefined && token !== undefined });

  // The state after the last toggle; a new `followed` from the page (after a refetch) replaces it.
  const [toggled, setToggled] = useState<{ from: boolean | undefined; value: boolean } | undefined>(undefined);
  const given = followed ?? asked.data?.followed ?? false;
  const current = token === undefined ? false : toggled && toggled.from === followed ? toggled.value : given;

  const mutation = useMutation({
    mutationFn: (follow: boolean) => callApi(follow ? SHOP_API.followShop : SHOP_API.unfollowShop, { shopId }),
    onSuccess: (data) => {
      setToggled({ from: followed, value: data.followed });
      onChange?.(data.followed, data.followerCount);
      showToast(t(data.followed ? 'follow.done' : 'follow.undone'));
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.shop(shopId) });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.followedShops });
      // The me tab counts followed shops.
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });

  // A visitor's tap is kept through the login and carried out on their return: they wanted to follow.
  const intent = `shop.follow:${shopId}`;
  const onClick = () => {
    if (!passGate({ action: intent }) || mutation.isPending) return;
    mutation.mutate(!current);
  };
  useResumeAfterLogin(intent, () => mutation.mutate(true));

  return (
    <Button
      className={`mall-follow-shop${current ? ' is-followed' : ''}`}
      data-testid="follow-shop"
      data-followed={current}
      color={current ? 'default' : 'primary'}
      fill="solid"
      shape="rounded"
      size={size}
      loading={mutation.isPending}
      aria-pressed={current}
      onClick={onClick}
    >
      {current ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
