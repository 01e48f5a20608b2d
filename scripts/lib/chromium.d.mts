export declare const CHROMIUM_BROWSER: string;
export declare const CHROMIUM_HEADLESS_SHELL: string;
