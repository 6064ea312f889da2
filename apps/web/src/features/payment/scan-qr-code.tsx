import { useMemo } from 'react';
import { qrMatrix } from './qr-matrix.ts';
import './payment.css';

/** A QR code of `text`, drawn as one SVG path with the 4-module quiet zone scanners need. */
export function ScanQrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => qrMatrix(text), [text]);
  const side = size + 8;
  return (
    <svg className="mall-pay-qr" viewBox={`-4 -4 ${side} ${side}`} role="img" aria-label={label} data-testid="scan-qr" shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={d} fill="#1f2329" />
    </svg>
  );
}
