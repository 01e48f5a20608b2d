/** The asset base address (docs/product.md §1: media come from an asset base address); /assets by default. */
export const ASSET_BASE = (import.meta.env.VITE_ASSET_BASE ?? '/assets').replace(/\/$/, '');

export const assetUrl = (relativePath: string) => `${ASSET_BASE}/${relativePath.replace(/^\//, '')}`;
