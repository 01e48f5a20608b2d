import { installChunkStyles } from '../ui/lazy-chunk';

/** The id of the <style> altcha's main bundle puts into document.head when it is first evaluated. */
const ALTCHA_STYLE_ID = 'altcha-css';
/** rem follows the host page's root font size; the widget sizes everything in pixels. */
const PX_PER_REM = 16;

let loading: Promise<string> | undefined;

/**
 * Imports altcha 3.2 (its element and its proof-of-work workers, inlined so they start on any origin) and
 * returns its CSS. `<altcha-widget>` has no shadow root of its own: its markup lands in our shadow root, but
 * the package injects its rules as `<style id="altcha-css">` into document.head, which does not reach in.
 * So the rules are read from that element, rewritten for a shadow root (`:root` → `:host`, rem → px) and
 * adopted into ours. When that <style> was ours, it leaves the host page again; when the page already had
 * one (the page uses altcha itself), it is left alone.
 */
export function loadAltcha(): Promise<string> {
  loading ??= (async () => {
    const pageHadStyles = document.getElementById(ALTCHA_STYLE_ID) !== null;
    await import('altcha');
    const injected = document.getElementById(ALTCHA_STYLE_ID);
    const css = injected?.textContent ?? '';
    if (injected && !pageHadStyles) injected.remove();
    return css;
  })().catch((error: unknown) => {
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
