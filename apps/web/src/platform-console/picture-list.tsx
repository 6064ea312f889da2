import { useRef, useState } from 'react';
import { Dialog } from './console-dialog.tsx';
import { useConsoleText } from './console-i18n.ts';
import { Section } from './detail-frame.tsx';

interface Picture {
  key: string;
  url: string;
  /** What the picture shows: its name under the thumbnail, and the larger one's title and text alternative. */
  name: string;
}

/**
 * A record's pictures (an application's documents, a complaint's photos) as thumbnails, each opened larger in a
 * dialog. A picture that does not load says so instead, and `onBroken` is told (signed links run out).
 * `texts` names the page's own texts (`<texts>.imageFailed`, `.openLarger`, `.close`).
 */
export function PictureList({
  title,
  empty,
  pictures,
  texts,
  testId,
  onBroken,
}: {
  title: string;
  empty: string;
  pictures: Picture[];
  texts: 'detail' | 'complaints';
  testId?: string;
  onBroken?: () => void;
}) {
  const { t } = useConsoleText();
  const [open, setOpen] = useState<number>();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const closeRef = useRef<HTMLButtonElement>(null);
  const shown = open === undefined ? undefined : pictures[open];

  function broken(url: string) {
    setFailed((before) => new Set(before).add(url));
    onBroken?.();
  }

  return (
    <Section title={title}>
      {pictures.length === 0 ? (
        <p className="pc-muted">{empty}</p>
      ) : (
        <ul className="pc-documents" data-testid={testId}>
          {pictures.map((picture, i) => (
            <li key={picture.key}>
              <button type="button" className="pc-document" onClick={() => setOpen(i)}>
                {failed.has(picture.url) ? (
                  <span className="pc-document-broken">{t(`${texts}.imageFailed`)}</span>
                ) : (
                  <img src={picture.url} alt="" loading="lazy" onError={() => broken(picture.url)} />
                )}
                <span className="pc-document-name">{picture.name}</span>
                <span className="pc-visually-hidden">, {t(`${texts}.openLarger`)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && (
        <Dialog title={shown.name} size="wide" onClose={() => setOpen(undefined)} initialFocus={closeRef}>
          <div className="pc-lightbox">
            {failed.has(shown.url) ? (
              <p className="pc-document-broken">{t(`${texts}.imageFailed`)}</p>
            ) : (
              <img src={shown.url} alt={shown.name} onError={() => broken(shown.url)} />
            )}
          </div>
          <div className="pc-dialog-actions">
            <button ref={closeRef} type="button" className="pc-button" onClick={() => setOpen(undefined)}>
              {t(`${texts}.close`)}
            </button>
          </div>
        </Dialog>
      )}
    </Section>
  );
}
