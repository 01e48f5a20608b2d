import path from 'node:path';

/**
 * The panel is named by its content hash (`panel-[hash].js`), so it can be cached for good; the loader, whose
 * address hosts paste, and the ESM entry must name it. The panel build runs first and records the name;
 * the later builds write it in, so neither asks a manifest for it at run time
 * (docs/decisions/0039-serving-the-widget.md).
 */
export function panelFileName() {
  let fileName;
  const known = () => {
    if (!fileName) throw new Error('the panel build must run before the builds that name it');
    return fileName;
  };
  return {
    known,
    /** In the panel build: remembers the file name of its `panel` entry. */
    record: () => ({
      name: 'record-panel-file-name',
      generateBundle(_options, bundle) {
        const entry = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'panel',
        );
        fileName = entry?.fileName;
      },
    }),
    /** In the loader build: the module `moduleFile` exports the recorded name as PANEL_FILE_NAME. */
    writeInto: (moduleFile) => ({
      name: 'write-panel-file-name',
      load(id) {
        if (id !== path.resolve(moduleFile)) return null;
        return `export const PANEL_FILE_NAME = ${JSON.stringify(known())};`;
      },
    }),
  };
}
