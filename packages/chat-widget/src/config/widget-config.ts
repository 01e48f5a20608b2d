/** Where the widget finds each service. Every address can be set by a data attribute of the script tag. */
export interface WidgetConfig {
  /** The website API (`…/api`): public config, captcha, dismiss safety check. */
  apiBase: string;
  /** The general (CRM) bot service. */
  crmBotBase: string;
  /** The installation (IA) bot service. */
  iaBotBase: string;
  /** The agent service: chat forms now, live agents later. */
  agentBase: string;
  /** Images, documents and the installation manual. */
  assetBase: string;
  /** The company website, for the policy pages of the disclaimer. */
  siteBase: string;
  /** Where the widget's own lazily loaded code lives (the folder of the panel, `panel-[hash].js`). */
  moduleBase: string;
  /** Blur the host page while the panel is open (docs/product.md §3.4); `data-blur-page="false"` turns it off. */
  blurPage: boolean;
}

/** Data attribute → config field. */
const ATTRIBUTES: Record<string, keyof WidgetConfig> = {
  apiBase: 'apiBase',
  crmBotBase: 'crmBotBase',
  iaBotBase: 'iaBotBase',
  agentBase: 'agentBase',
  assetBase: 'assetBase',
  siteBase: 'siteBase',
  moduleBase: 'moduleBase',
};

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** Defaults: every service on the origin the script came from, at the paths the server uses. */
export function defaultConfig(origin: string, moduleBase: string): WidgetConfig {
  const base = trimSlash(origin);
  return {
    apiBase: `${base}/api`,
    crmBotBase: `${base}/bot/crm`,
    iaBotBase: `${base}/bot/ia`,
    agentBase: `${base}/agent-service`,
    assetBase: `${base}/assets`,
    siteBase: base,
    moduleBase,
    blurPage: true,
  };
}

/** Reads `data-api-base`, `data-crm-bot-base`, … of the script tag over the defaults. */
export function configFromScript(script: HTMLScriptElement | null, pageUrl: string): WidgetConfig {
  const src = new URL(script?.src || pageUrl, pageUrl);
  const config = defaultConfig(src.origin, new URL('esm/', src).href);
  const data = script?.dataset ?? {};
  for (const [attribute, field] of Object.entries(ATTRIBUTES)) {
    const value = data[attribute];
    if (value) (config as unknown as Record<string, string>)[field] = trimSlash(new URL(value, src).href);
  }
  if (data.blurPage === 'false') config.blurPage = false;
  if (config.moduleBase && !config.moduleBase.endsWith('/')) config.moduleBase += '/';
  return config;
}
