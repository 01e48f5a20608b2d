import { installChunkStyles } from '../ui/lazy-chunk';

/** The id of the <style> altcha's own bundle puts into document.head (a page that uses altcha itself). */
const ALTCHA_STYLE_ID = 'altcha-css';
/** rem follows the host page's root font size; the widget sizes everything in pixels. */
const PX_PER_REM = 16;

let loading: Promise<string> | undefined;

/**
 * Imports ALTCHA (its element and its proof-of-work workers, see altcha-chunk.ts) on first use and returns
 * its CSS. `<altcha-widget>` has no shadow root of its own: its markup lands in our shadow root, where the
 * rules are adopted, rewritten for a shadow root (`:root` → `:host`, rem → px).
 */
export function loadAltcha(): Promise<string> {
  loading ??= import('./altcha-chunk')
    .then(({ ALTCHA_CSS }) => ALTCHA_CSS)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** altcha's rules for a shadow root: variables on the host, pixel sizes. */
export function shadowAltchaCss(css: string): string {
  return css
    .replace(/:root\b/g, ':host')
    .replace(/(\d*\.?\d+)rem\b/g, (_match, value: string) => `${Number(value) * PX_PER_REM}px`);
}

/** Gives the tree `node` lives in the altcha rules: our shadow root, or the document (stories). */
export function adoptAltchaStyles(node: Node, css: string): void {
  if (!css) return;
  const root = node.getRootNode();
  if (root instanceof ShadowRoot) {
    installChunkStyles(root, { styles: shadowAltchaCss(css) });
  } else if (!document.getElementById(ALTCHA_STYLE_ID)) {
    const style = document.createElement('style');
    style.id = ALTCHA_STYLE_ID;
    style.textContent = css;
    document.head.append(style);
  }
}
