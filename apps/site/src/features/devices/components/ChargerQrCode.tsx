import { CHARGER_QR_PREFIX } from '@ohmstead/contracts/ev-charging';
import { encode } from 'uqr';

/**
 * A charge post's QR code (what the EV charger app scans): the prefix and the serial, drawn as SVG squares
 * from uqr's matrix (no markup string reaches the page), with a quiet zone, and the serial below it for
 * typing when a camera cannot read it.
 */
export function ChargerQrCode({ serial, size = 180 }: { serial: string; size?: number }) {
  const { data } = encode(`${CHARGER_QR_PREFIX}${serial}`, { ecc: 'M', border: 0 });
  const cells = data.length;
  const quiet = 4;
  const view = cells + quiet * 2;
  const squares: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
    }),
  );
  return (
    <figure className="charger-qr">
      <svg
        role="img"
        aria-label={`QR code of charger ${serial}`}
        width={size}
        height={size}
        viewBox={`0 0 ${view} ${view}`}
        shapeRendering="crispEdges"
      >
        <rect width={view} height={view} fill="#fff" />
        <path d={squares.join('')} fill="#000" />
      </svg>
      <figcaption className="charger-qr__code">{serial}</figcaption>
    </figure>
  );
}
