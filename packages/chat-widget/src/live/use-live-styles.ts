import { installChunkStyles } from '../ui/lazy-chunk';
import { usePanel } from '../ui/panel-context';
import { LIVE_CSS } from './live.css';

/** The live chunk's sheet, added to the panel's shadow root by the first live part drawn (once). */
export function useLiveStyles() {
  const panel = usePanel();
  if (panel.root) installChunkStyles(panel.root, { styles: LIVE_CSS });
  return panel.store;
}
