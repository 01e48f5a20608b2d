import type { DeviceAssigneesResponse, SitesResponse } from '@ohmstead/contracts/devices';
import type { Product } from '@ohmstead/contracts/ota';
import { useLoad } from '@/lib/use-load';
import { useDevicesApi } from '../api/devices-api';

/** What the register and edit dialogs offer: the products, the sites and the people to assign. */
export interface DeviceFormLists {
  products: Product[];
  sites: SitesResponse['sites'];
  assignees: DeviceAssigneesResponse;
}

/**
 * Loads the device dialogs' three lists: `lists` once all three are in, else the first `error`; one
 * `retry` reloads them all.
 */
export function useDeviceFormLists() {
  const api = useDevicesApi();
  const products = useLoad(api.products);
  const sites = useLoad(api.sites);
  const people = useLoad(api.assignees);
  const lists: DeviceFormLists | null =
    products.data && sites.data && people.data
      ? { products: products.data.items, sites: sites.data.sites, assignees: people.data }
      : null;
  return {
    lists,
    error: products.error ?? sites.error ?? people.error,
    retry: () => (products.reload(), sites.reload(), people.reload()),
  };
}

/** A product as the dialogs' product select offers it. */
export const productOption = (product: Product) => ({
  value: String(product.id),
  label: `${product.name} (${product.code})`,
});

/** Only a charge post may be a public charger (the server refuses it for anything else). */
export const isChargePost = (products: Product[], productId: string) =>
  products.find((product) => String(product.id) === productId)?.kind === 'charge-post';
