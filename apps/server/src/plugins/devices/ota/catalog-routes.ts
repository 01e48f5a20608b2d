import {
  type Component,
  componentListQuerySchema,
  componentRequestSchema,
  type ComponentResponse,
  componentResponseSchema,
  componentSchema,
  otaDeleteResponseSchema,
  otaIdQuerySchema,
  otaMessages,
  type Product,
  productListQuerySchema,
  productRequestSchema,
  type ProductResponse,
  productResponseSchema,
  productSchema,
} from '@ohmstead/contracts/ota';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Auth, RouteGuard } from '../../../auth/auth';
import type { Database } from '../../../db/database';
import { HttpError, notFound } from '../../../http/errors';
import { listRoutes } from '../../../http/list-route';
import { errorResponses } from '../../../http/response-schemas';
import { queryFirst } from '../../../http/validate';
import { catalogRepository, componentList, productList, toComponent, toProduct } from './catalog-repository';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

type Catalog = ReturnType<typeof catalogRepository>;

/** A product or component by id, else a 404. */
function catalogFinders(catalog: Catalog) {
  async function product(id: number): Promise<Product> {
    const found = await catalog.findProduct(id);
    if (!found) throw notFound(otaMessages.productNotFound);
    return found;
  }
  async function component(id: number): Promise<Component> {
    const found = await catalog.findComponent(id);
    if (!found) throw notFound(otaMessages.componentNotFound);
    return found;
  }
  return { product, component };
}

interface CatalogRouteOptions {
  db: Database;
  guard: RouteGuard;
  catalog: Catalog;
}

/** An edit of the product or component `?id=` names; its query is checked before its body. */
const updateById = <Body extends z.ZodType, Answer extends z.ZodType>(
  guard: RouteGuard,
  body: Body,
  answer: Answer,
) => ({
  preValidation: [guard.preValidation, queryFirst],
  schema: {
    querystring: otaIdQuerySchema,
    body,
    response: { 200: answer, ...errorResponses(400, 401, 403, 404, 409) },
  },
});

/** A delete of the product or component `?id=` names (a 409 while it is in use). */
const deleteById = (guard: RouteGuard) => ({
  ...guard,
  schema: {
    querystring: otaIdQuerySchema,
    response: { 200: otaDeleteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
});

/** Products: the paged list, create, edit, delete (refused while it has components or devices). */
const productRoutes: FastifyPluginAsyncZod<CatalogRouteOptions> = async (app, { db, guard, catalog }) => {
  const { product } = catalogFinders(catalog);

  listRoutes(app, db)('/Ota/GetProducts', guard, {
    schema: productListQuerySchema,
    item: productSchema,
    source: productList,
    toItem: toProduct,
    csv: {
      fileName: 'products.csv',
      columns: [
        { header: 'Code', value: (p) => p.code },
        { header: 'Name', value: (p) => p.name },
        { header: 'Kind', value: (p) => p.kind },
        { header: 'Rated power (kW)', value: (p) => p.ratedPowerKw },
        { header: 'Components', value: (p) => p.components },
        { header: 'Devices', value: (p) => p.devices },
      ],
    },
  });

  app.post(
    '/Ota/CreateProduct',
    {
      ...guard,
      schema: {
        body: productRequestSchema,
        response: { 201: productResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply): Promise<ProductResponse> => {
      const body = request.body;
      const id = await catalog.insertProduct(body);
      if (id === undefined) throw new HttpError(409, otaMessages.productCodeTaken);
      return reply.status(201).send({
        responseStatusCode: 201,
        message: otaMessages.productCreated,
        product: await product(id),
      });
    },
  );

  app.put(
    '/Ota/UpdateProduct',
    updateById(guard, productRequestSchema, productResponseSchema),
    async (request): Promise<ProductResponse> => {
      const { id } = request.query;
      const body = request.body;
      await product(id);
      try {
        await catalog.updateProduct(id, body);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, otaMessages.productCodeTaken);
        throw error;
      }
      return { responseStatusCode: 200, message: otaMessages.productUpdated, product: await product(id) };
    },
  );

  app.delete('/Ota/DeleteProduct', deleteById(guard), async (request) => {
    const { id } = request.query;
    const found = await product(id);
    if (found.components > 0 || found.devices > 0) throw new HttpError(409, otaMessages.productInUse);
    await catalog.deleteProduct(id);
    return { responseStatusCode: 200, message: otaMessages.productDeleted };
  });
};

/** Product components: the paged list, create, edit, delete (refused while it has releases). */
const componentRoutes: FastifyPluginAsyncZod<CatalogRouteOptions> = async (app, { db, guard, catalog }) => {
  const { product, component } = catalogFinders(catalog);

  listRoutes(app, db)('/Ota/GetComponents', guard, {
    schema: componentListQuerySchema,
    item: componentSchema,
    source: componentList,
    toItem: toComponent,
    csv: {
      fileName: 'product-components.csv',
      columns: [
        { header: 'Product', value: (c) => c.productName },
        { header: 'Code', value: (c) => c.code },
        { header: 'Name', value: (c) => c.name },
        { header: 'Latest version', value: (c) => c.latestVersion },
        { header: 'Releases', value: (c) => c.releases },
      ],
    },
  });

  const saveComponent = async (body: ReturnType<typeof componentRequestSchema.parse>, id?: number) => {
    await product(body.productId);
    try {
      if (id === undefined) return await catalog.insertComponent(body);
      await catalog.updateComponent(id, body);
      return id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, otaMessages.componentCodeTaken);
      throw error;
    }
  };

  app.post(
    '/Ota/CreateComponent',
    {
      ...guard,
      schema: {
        body: componentRequestSchema,
        response: { 201: componentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<ComponentResponse> => {
      const body = request.body;
      const id = await saveComponent(body);
      return reply.status(201).send({
        responseStatusCode: 201,
        message: otaMessages.componentCreated,
        component: await component(id),
      });
    },
  );

  app.put(
    '/Ota/UpdateComponent',
    updateById(guard, componentRequestSchema, componentResponseSchema),
    async (request): Promise<ComponentResponse> => {
      const { id } = request.query;
      const body = request.body;
      const existing = await component(id);
      // A component with releases stays with its product: its images were built for it.
      if (existing.releases > 0 && existing.productId !== body.productId)
        throw new HttpError(409, otaMessages.componentInUse);
      await saveComponent(body, id);
      return {
        responseStatusCode: 200,
        message: otaMessages.componentUpdated,
        component: await component(id),
      };
    },
  );

  app.delete('/Ota/DeleteComponent', deleteById(guard), async (request) => {
    const { id } = request.query;
    const found = await component(id);
    if (found.releases > 0) throw new HttpError(409, otaMessages.componentInUse);
    await catalog.deleteComponent(id);
    return { responseStatusCode: 200, message: otaMessages.componentDeleted };
  });
};

/** OTA's products and product components: paged lists, create, edit, delete (refused while in use). */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  const options = {
    db,
    guard: { preValidation: auth.requireCapability('ota') },
    catalog: catalogRepository(db),
  };
  await app.register(productRoutes, options);
  await app.register(componentRoutes, options);
};
