import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export type Pin = { lat: number; lng: number };

/**
 * "Use my current location" on the address form: the browser's position becomes the address's pin (saved with it;
 * takeaway measures its delivery range from there). Without a pin the server places the address at its district's
 * centre. A refusal says "authorization failed" (spec 8).
 */
export function AddressPin({ pin, onPin }: { pin: Pin | undefined; onPin: (pin: Pin) => void }) {
  const { t } = useTranslation('takeaway');
  const [state, setState] = useState<'idle' | 'locating' | 'denied' | 'unavailable'>('idle');
  const locate = () => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setState('idle');
        onPin({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      (e) => setState(e.code === e.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 8000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="mall-address-pin">
      <Button size="small" shape="rounded" fill="outline" loading={state === 'locating'} onClick={locate} data-testid="address-pin">
        {t('pin.use')}
      </Button>
      <span role="status" data-testid="address-pin-state">
        {state === 'denied' ? t('pin.denied') : state === 'unavailable' ? t('pin.unavailable') : pin ? t('pin.set') : ''}
      </span>
    </div>
  );
}
