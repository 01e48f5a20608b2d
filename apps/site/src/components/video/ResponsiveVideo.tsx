import type { VideoName } from '@/lib/asset-paths';
import { InViewVideo, type InViewVideoProps } from './InViewVideo';

interface ResponsiveVideoProps extends Omit<InViewVideoProps, 'name' | 'mobile'> {
  desktop: VideoName;
  mobile: VideoName;
}

/**
 * An in-view video with a desktop and a mobile cut, chosen by the browser at the 991px breakpoint
 * (docs/product.md §1.9): the same HTML serves both, so the page the server rendered shows the right poster at once.
 */
export function ResponsiveVideo({ desktop, mobile, ...props }: ResponsiveVideoProps) {
  return <InViewVideo name={desktop} mobile={mobile} {...props} />;
}
