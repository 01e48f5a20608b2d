import {
  homeConfigurationResponseSchema,
  type UpdateHeroRequest,
  updateHeroResponseSchema,
  type UpdateSeoRequest,
  updateSeoResponseSchema,
} from '@ohmstead/contracts/home-configuration';
import { authorizedRequest } from '@/lib/authorized-api';

/** The calls of Update Home Configuration: the Home hero's texts and every page's tags. */

export const getHomeConfiguration = () =>
  authorizedRequest('HomeConfiguration/GetAll', homeConfigurationResponseSchema);

export const updateSeo = (body: UpdateSeoRequest) =>
  authorizedRequest('HomeConfiguration/UpdateSeo', updateSeoResponseSchema, { method: 'PUT', body });

export const updateHero = (body: UpdateHeroRequest) =>
  authorizedRequest('HomeConfiguration/UpdateHero', updateHeroResponseSchema, { method: 'PUT', body });
