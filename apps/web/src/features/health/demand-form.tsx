import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TAddress } from '@mall/contract/account/address-fields';
import { DEMAND_PHOTOS_MAX } from '@mall/contract/health/health-fields';
import { MAX_UPLOAD_BYTES } from '@mall/contract/resource/upload-image';
import { isApiError } from '../../shared/transport/api-error.ts';
import { uploadImage } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useReleaseDemand } from './use-health.ts';

const errorText = (err: unknown) => (isApiError(err) ? err.message : String(err));

/**
 * "Describe what you need": the medicine, quantity, symptoms, whether it needs a prescription, and prescription
 * photos uploaded privately (only the shopper and the pharmacies shown the request can open them). It goes to the
 * verified pharmacies near the place the shopper chooses: their current place (`place`, from the page) or one of
 * their saved addresses that has a location (the server reads its coordinates).
 */
export function DemandForm({
  goodsId,
  place,
  addresses,
  onSent,
}: {
  goodsId?: number | undefined;
  place: { lat: number; lng: number; name: string } | undefined;
  /** The shopper's saved addresses (from the page); those with a location are offered as the place. */
  addresses?: readonly TAddress[] | undefined;
  onSent?: () => void;
}) {
  const { t } = useTranslation('health');
  const navigate = useNavigate();
  const release = useReleaseDemand();
  const [photos, setPhotos] = useState<{ url: string; preview: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const [prescription, setPrescription] = useState(goodsId !== undefined);
  const [error, setError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const saved = (addresses ?? []).filter((a) => a.lat !== null && a.lng !== null);
  // The current place when there is one, else the first saved address, until the shopper picks.
  const [picked, setPicked] = useState<'here' | number | undefined>(undefined);
  const where = picked === 'here' && place ? 'here' : typeof picked === 'number' && saved.some((a) => a.id === picked) ? picked : place ? 'here' : saved[0]?.id;

  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(t('form.tooLarge'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const up = await uploadImage(file, { purpose: 'private', autoShowError: false });
      setPhotos((list) => [...list, { url: up.url, preview: up.previewUrl ?? URL.createObjectURL(file) }]);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (where === undefined) return;
    const f = new FormData(e.currentTarget);
    const medicine = String(f.get('medicine') ?? '').trim();
    const quantity = Number(f.get('quantity'));
    if (!medicine || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) {
      setError(t('form.invalid'));
      return;
    }
    if (prescription && photos.length === 0) {
      setError(t('form.photoNeeded'));
      return;
    }
    setError('');
    const form = e.currentTarget;
    release.mutate(
      {
        medicine,
        quantity,
        symptoms: String(f.get('symptoms') ?? ''),
        prescription,
        photos: photos.map((p) => p.url),
        ...(where === 'here' && place ? { lat: place.lat, lng: place.lng } : { addressId: where as number }),
        ...(goodsId === undefined ? {} : { goodsId }),
      },
      {
        onSuccess: (sent) => {
          showToast(sent.pharmaciesShown > 0 ? t('form.sent', { count: sent.pharmaciesShown }) : t('form.sentNone'));
          form.reset();
          setPhotos([]);
          onSent?.();
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  return (
    <form className="mall-card mall-health-form" onSubmit={submit} aria-labelledby="health-form-heading" data-testid="demand-form">
      <h2 id="health-form-heading" className="mall-health-heading">
        {t('form.title')}
      </h2>
      <label>
        {t('form.medicine')}
        <input type="text" name="medicine" maxLength={100} required autoComplete="off" />
      </label>
      <label>
        {t('form.quantity')}
        <input type="number" name="quantity" min={1} max={99} defaultValue={1} required />
      </label>
      <label>
        {t('form.symptoms')}
        <textarea name="symptoms" maxLength={500} rows={3} />
      </label>
      <label className="is-inline">
        <input type="checkbox" checked={prescription} onChange={(e) => setPrescription(e.target.checked)} />
        {t('form.prescription')}
      </label>
      <fieldset className="mall-health-form" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('form.photos', { max: DEMAND_PHOTOS_MAX })}</legend>
        {photos.length > 0 && (
          <ul className="mall-health-photos">
            {photos.map((p, i) => (
              <li key={p.url}>
                <img src={p.preview} alt={t('form.photoAlt', { n: i + 1 })} />
                <button type="button" className="mall-health-link" onClick={() => setPhotos((list) => list.filter((x) => x.url !== p.url))}>
                  {t('form.removePhoto', { n: i + 1 })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < DEMAND_PHOTOS_MAX && (
          <label>
            {busy ? t('form.uploading') : t('form.addPhoto')}
            <input ref={fileInput} type="file" accept="image/*" disabled={busy} data-testid="demand-photo" onChange={(e) => void addPhoto(e.target.files?.[0])} />
          </label>
        )}
      </fieldset>
      <fieldset className="mall-health-form" style={{ border: 0, padding: 0, margin: 0 }} data-testid="demand-place">
        <legend>{t('form.where')}</legend>
        {place && (
          <label className="is-inline">
            <input type="radio" name="place" checked={where === 'here'} onChange={() => setPicked('here')} data-testid="demand-place-here" />
            {t('form.here', { place: place.name })}
          </label>
        )}
        {saved.map((a) => (
          <label key={a.id} className="is-inline">
            <input type="radio" name="place" checked={where === a.id} onChange={() => setPicked(a.id)} data-testid="demand-place-address" />
            {t('form.savedAddress', { name: a.receiverName, address: `${a.areaText} ${a.detail}` })}
          </label>
        ))}
        {where === undefined ? (
          <p className="mall-health-meta">
            {t('form.noPlace')}{' '}
            <button type="button" className="mall-health-link" onClick={() => void navigate('/pages/location/index')}>
              {t('form.setPlace')}
            </button>
          </p>
        ) : (
          <p className="mall-health-meta">{t('form.placeHint')}</p>
        )}
      </fieldset>
      {error && (
        <p className="mall-health-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" color="primary" shape="rounded" loading={release.isPending} disabled={where === undefined || busy} data-testid="demand-submit">
        {t('form.submit')}
      </Button>
    </form>
  );
}
