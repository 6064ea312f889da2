import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { HoursEditor } from './hours-editor.tsx';
import { OpenSwitch } from './open-switch.tsx';
import { ProfileForm } from './profile-form.tsx';
import { TemplatesSection } from './templates-section.tsx';
import { useShopProfile } from './use-merchant-shop.ts';
import './merchant-shop.css';

/**
 * A shop's settings, one card each: whether it is open, its profile, its business hours and its delivery-fee
 * templates (takeaway shops deliver themselves at their flat fee, so they have none). `onProfileSaved` lets the
 * console refresh what it shows of the shop (its name and logo in the switcher).
 */
export function ShopSettings({ shopId, baseCurrency, onProfileSaved }: { shopId: number; baseCurrency: string | undefined; onProfileSaved?: () => void }) {
  const profile = useShopProfile(shopId);
  if (profile.isPending) return <ListSkeleton rows={4} />;
  if (profile.isError) return <LoadFailed description={profile.error.message} onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  return (
    <div className="mall-mshop" data-testid="shop-settings">
      <OpenSwitch shopId={shopId} profile={p} onSaved={onProfileSaved} />
      <ProfileForm shopId={shopId} profile={p} onSaved={onProfileSaved} />
      {/* Keyed by the saved week, so a save (or another device's) starts the editor from what is stored. */}
      <HoursEditor key={JSON.stringify(p.hours.days)} shopId={shopId} hours={p.hours} />
      {p.kind !== 'takeaway' && <TemplatesSection shopId={shopId} baseCurrency={baseCurrency} />}
    </div>
  );
}
