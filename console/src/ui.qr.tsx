// A QR code drawn in the page as inline SVG (the `qrcode` package's encoder, nothing
// loaded from another site): one path of dark modules, named for screen readers.

import QRCode from 'qrcode';
import { useMemo } from 'react';

export function QrCode({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const { path, n } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) d += `M${col + 2} ${row + 2}h1v1h-1z`;
    }
    return { path: d, n: modules.size + 4 };
  }, [value]);
  return (
    <svg className="qr" role="img" aria-label={label} viewBox={`0 0 ${n} ${n}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
