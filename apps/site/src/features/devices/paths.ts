/** The feature's pages (docs/product.md §3.2 "Admin routes reachable from the menu"). */
export const DEVICES_PATH = '/admin/devices';
export const WPS_PATH = '/admin/wps';
export const MAP_DETAIL_PATH = '/admin/wps/map-detail';

/** One device, below Devices. */
export const devicePath = (id: number) => `${DEVICES_PATH}/${id}`;
/** One site in full screen (the bare map-detail route of docs/product.md §3.2). */
export const siteMapPath = (id: number) => `${MAP_DETAIL_PATH}?site=${id}`;
