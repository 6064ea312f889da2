import { useId, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { scanTarget } from '../../features/scan/scan-target.ts';
import { useCameraScan } from '../../features/scan/use-camera-scan.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import './scancode.css';

/**
 * Scan (spec route scancode/index): a goods or shop QR code read with the camera where the browser can, and
 * always a typed code: the number under a QR code, a link of the mall, or a pasted share text.
 */
export default function ScanCodePage() {
  const { t } = useTranslation('share');
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const go = (text: string) => {
    const target = scanTarget(text, window.location.origin);
    if (target) void navigate(target);
    else setProblem(t('scan.notOurs'));
  };
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCameraScan(go);
  return (
    <Page name="scancode/index">
      <PageNavBar title={t('scan.title')} />
      <main className="mall-page-body mall-scan">
        <section className="mall-card mall-scan-camera" aria-labelledby="scan-camera-heading">
          <h2 id="scan-camera-heading" className="mall-scan-heading">
            {t('scan.cameraHeading')}
          </h2>
          <div className="mall-scan-frame">
            <video ref={video} muted playsInline aria-label={t('scan.cameraLabel')} hidden={camera.state !== 'scanning'} />
            {camera.state !== 'scanning' && <ScanningOutline className="mall-scan-icon" aria-hidden />}
          </div>
          <p className="mall-scan-note" role="status">
            {camera.state === 'unsupported' ? t('scan.unsupported') : camera.state === 'denied' ? t('scan.denied') : camera.state === 'scanning' ? t('scan.scanning') : t('scan.cameraNote')}
          </p>
          {(camera.state === 'idle' || camera.state === 'denied') && (
            <Button block color="primary" shape="rounded" onClick={() => void camera.start(video.current)} data-testid="scan-start">
              {t('scan.start')}
            </Button>
          )}
          {camera.state === 'scanning' && (
            <Button block shape="rounded" onClick={() => camera.stop()}>
              {t('scan.stop')}
            </Button>
          )}
        </section>
        <form
          className="mall-card mall-scan-typed"
          onSubmit={(ev) => {
            ev.preventDefault();
            go(typed);
          }}
        >
          <label htmlFor={inputId} className="mall-scan-heading">
            {t('scan.typedLabel')}
          </label>
          <input
            id={inputId}
            className="mall-scan-input"
            value={typed}
            maxLength={500}
            autoComplete="off"
            placeholder={t('scan.typedPlaceholder')}
            aria-invalid={problem !== null}
            aria-describedby={hintId}
            onChange={(ev) => {
              setTyped(ev.target.value);
              setProblem(null);
            }}
            data-testid="scan-typed"
          />
          <p id={hintId} className={problem ? 'mall-scan-hint mall-scan-hint--error' : 'mall-scan-hint'} role={problem ? 'alert' : undefined}>
            {problem ?? t('scan.typedNote')}
          </p>
          <Button block color="primary" fill="outline" shape="rounded" type="submit" disabled={typed.trim() === ''} data-testid="scan-open">
            {t('scan.open')}
          </Button>
        </form>
      </main>
    </Page>
  );
}
