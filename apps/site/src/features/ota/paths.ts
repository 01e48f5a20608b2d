/** The Upload OTA page; `?release=ID` shows one release with its roll-outs. */
export const UPLOAD_OTA_PATH = '/admin/ota/upload-ota';
