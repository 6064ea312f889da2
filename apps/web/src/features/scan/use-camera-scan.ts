import { useCallback, useEffect, useRef, useState } from 'react';

/** The browser's barcode reader, where it has one (Chromium on Android and macOS, not every desktop). */
interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeReaderClass = new (options: { formats: string[] }) => BarcodeReader;

function readerClass(): BarcodeReaderClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeReaderClass }).BarcodeDetector;
}

export type CameraState = 'idle' | 'starting' | 'scanning' | 'unsupported' | 'denied';

/**
 * Scans QR codes with the camera: the rear camera into the video element given to `start`, read every 300 ms by the browser's BarcodeDetector,
 * the first code found handed to `onCode` and the camera stopped. Where the browser cannot, the state says so and
 * the page offers the typed code instead.
 */
export function useCameraScan(onCode: (text: string) => void) {
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const [state, setState] = useState<CameraState>(() => (readerClass() && typeof navigator.mediaDevices?.getUserMedia === 'function' ? 'idle' : 'unsupported'));

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const start = useCallback(async (video: HTMLVideoElement | null) => {
    const Reader = readerClass();
    if (!Reader || !video) return setState('unsupported');
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    } catch {
      return setState('denied');
    }
    const shown = stream.current;
    Object.assign(video, { srcObject: shown });
    await video.play().catch(() => {});
    setState('scanning');
    const reader = new Reader({ formats: ['qr_code'] });
    timer.current = setInterval(() => {
      void reader
        .detect(video)
        .then((codes) => {
          const first = codes[0]?.rawValue;
          if (!first) return;
          stop();
          setState('idle');
          onCode(first);
        })
        .catch(() => {});
    }, 300);
  }, [onCode, stop]);

  useEffect(() => stop, [stop]);
  return { state, start, stop };
}
