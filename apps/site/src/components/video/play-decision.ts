import { VIDEO_VISIBLE_FRACTION } from '@/lib/constants';

interface Box {
  top: number;
  height: number;
}

/**
 * docs/product.md §1.9: a video plays when its top is within the viewport minus 70 % of its height, that is
 * when 70 % of it has scrolled into view from below. The same share must still be in view when it
 * leaves at the top. A video taller than the viewport can never be 70 % visible, so its height is
 * counted as the viewport's.
 */
export function shouldPlayVideo(
  box: Box,
  viewportHeight: number,
  fraction = VIDEO_VISIBLE_FRACTION,
): boolean {
  if (box.height <= 0 || viewportHeight <= 0) return false;
  const required = Math.min(box.height, viewportHeight) * fraction;
  const bottom = box.top + box.height;
  return box.top <= viewportHeight - required && bottom >= required;
}
