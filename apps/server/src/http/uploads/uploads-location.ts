import path from 'node:path';
import type { Config } from '../../config';

/**
 * Files the server stores itself (feed media, social items' images, live-chat files) live under
 * DATA_DIR/uploads and are served under `${ASSET_BASE}/uploads/` (plugins/web/routes.ts), so their
 * addresses are relative to the asset base like those of the shipped media. Shared here so that the
 * plugins storing them need not import the plugin serving them.
 */
export const UPLOADS_PATH = '/uploads';
export const uploadsDir = (config: Config) => path.join(config.dataDir, 'uploads');
