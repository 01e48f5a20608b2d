import type { VideoName } from '../../lib/asset-paths';
import { useIsMobile } from '../../lib/media-query';
import { InViewVideo, type InViewVideoProps } from './InViewVideo';

interface ResponsiveVideoProps extends Omit<InViewVideoProps, 'name'> {
  desktop: VideoName;
  mobile: VideoName;
}

/** An in-view video with a desktop and a mobile cut, switched at the 991px breakpoint (spec/01 §9). */
export function ResponsiveVideo({ desktop, mobile, ...props }: ResponsiveVideoProps) {
  const name = useIsMobile() ? mobile : desktop;
  // The key remounts the element: a <video> does not reload when only its <source> children change.
  return <InViewVideo key={name} name={name} {...props} />;
}
