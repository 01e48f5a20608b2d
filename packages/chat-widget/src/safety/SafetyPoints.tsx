import type { SafetyPoint } from '@ohmstead/contracts/safety-content';

/** The points of a wizard page or an instructions section, each with its safety symbol when it has one. */
export function SafetyPoints({ points, assetBase }: { points: SafetyPoint[]; assetBase: string }) {
  return (
    <ul class="cw-safety-points">
      {points.map((point) => (
        <li
          key={point.text}
          class={point.symbol ? 'cw-safety-point cw-safety-point-symbol' : 'cw-safety-point'}
        >
          {point.symbol && (
            <img
              class="cw-safety-symbol"
              src={`${assetBase}/images/safety/${point.symbol}`}
              alt={point.symbolLabel ?? ''}
              width={32}
              height={32}
              decoding="async"
            />
          )}
          <span>{point.text}</span>
        </li>
      ))}
    </ul>
  );
}
