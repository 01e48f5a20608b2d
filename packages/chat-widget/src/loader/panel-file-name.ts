/**
 * The panel's file name beside the ESM entry, `panel-[hash].js`. The build writes the name of the panel it
 * has just built in here (build/panel-file-name.mjs): the loader, whose own address never changes, names the
 * panel of its release without asking for it at run time. Empty outside that build.
 */
export const PANEL_FILE_NAME: string = '';
