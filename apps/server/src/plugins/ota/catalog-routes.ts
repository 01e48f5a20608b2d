import type { FastifyPluginAsync } from 'fastify';
import sql from 'sql-template-tag';
import {
  componentListQuerySchema,
  componentRequestSchema,
  otaIdQuerySchema,
  otaMessages,
  productListQuerySchema,
  productRequestSchema,
  type Component,
  type ComponentResponse,
  type Product,
  type ProductResponse,
} from '@ohmstead/contracts/ota';
import type { Auth } from '../../auth/auth';
import type { Database, Queryable } from '../../db/database';
import { answerList, searchCondition } from '../../http/admin-lists';
import { HttpError, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';

const PRODUCT_SELECT = sql`p.id, p.code, p.name, p.kind, p.description, p.rated_power_kw::float AS rated, p.updated_at,
  (SELECT count(*) FROM product_components c WHERE c.product_id = p.id) AS components,
  (SELECT count(*) FROM devices d WHERE d.product_id = p.id) AS devices`;
const COMPONENT_SELECT = sql`c.id, c.product_id, p.name AS product_name, c.code, c.name, c.description, c.updated_at,
  (SELECT count(*) FROM firmware_releases r WHERE r.component_id = c.id) AS releases,
  (SELECT r.version FROM firmware_releases r WHERE r.component_id = c.id
   ORDER BY r.version_major DESC, r.version_minor DESC, r.version_patch DESC, r.version_prerelease DESC NULLS FIRST
   LIMIT 1) AS latest`;

const toProduct = (row: Record<string, unknown>): Product => ({
  id: Number(row.id),
  code: String(row.code),
  name: String(row.name),
  kind: row.kind as Product['kind'],
  description: String(row.description),
  ratedPowerKw: Number(row.rated),
  components: Number(row.components),
  devices: Number(row.devices),
  updatedAt: new Date(row.updated_at as string).toISOString(),
});
const toComponent = (row: Record<string, unknown>): Component => ({
  id: Number(row.id),
  productId: Number(row.product_id),
  productName: String(row.product_name),
  code: String(row.code),
  name: String(row.name),
  description: String(row.description),
  latestVersion: (row.latest as string | null) ?? null,
  releases: Number(row.releases),
  updatedAt: new Date(row.updated_at as string).toISOString(),
});

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

async function product(db: Queryable, id: number): Promise<Product> {
  const query = sql`SELECT ${PRODUCT_SELECT} FROM products p WHERE p.id = ${id}`;
  const [row] = await db.query<Record<string, unknown>>(query.text, query.values);
  if (!row) throw notFound(otaMessages.productNotFound);
  return toProduct(row);
}
async function component(db: Queryable, id: number): Promise<Component> {
  const query = sql`SELECT ${COMPONENT_SELECT} FROM product_components c JOIN products p ON p.id = c.product_id
    WHERE c.id = ${id}`;
  const [row] = await db.query<Record<string, unknown>>(query.text, query.values);
  if (!row) throw notFound(otaMessages.componentNotFound);
  return toComponent(row);
}

/** OTA's products and product components: paged lists, create, edit, delete (refused while in use). */
export const catalogRoutes: FastifyPluginAsync<{ db: Database; auth: Auth }> = async (app, { db, auth }) => {
  const guard = { preHandler: auth.requireCapability('ota') };

  app.get('/Ota/GetProducts', guard, async (request, reply) => {
    const query = parseInput(productListQuerySchema, request.query, 'query');
    return answerList<Record<string, unknown>, Product, typeof query.sort>(reply, {
      db,
      source: {
        select: PRODUCT_SELECT,
        from: sql`products p`,
        where: [
          ...(query.kind ? [sql`p.kind = ${query.kind}`] : []),
          ...searchCondition([sql`p.code`, sql`p.name`, sql`p.description`], query.search),
        ],
        orderBy: { code: sql`p.code`, name: sql`p.name`, kind: sql`p.kind`, devices: sql`devices` },
        tieBreaker: sql`p.id`,
      },
      query,
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
  });

  app.post('/Ota/CreateProduct', guard, async (request, reply): Promise<ProductResponse> => {
    const body = parseInput(productRequestSchema, request.body);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO products (code, name, kind, description, rated_power_kw) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code) DO NOTHING RETURNING id`,
      [body.code, body.name, body.kind, body.description, body.ratedPowerKw],
    );
    if (!row) throw new HttpError(409, otaMessages.productCodeTaken);
    return reply.status(201).send({
      responseStatusCode: 201,
      message: otaMessages.productCreated,
      product: await product(db, Number(row.id)),
    });
  });

  app.put('/Ota/UpdateProduct', guard, async (request): Promise<ProductResponse> => {
    const { id } = parseInput(otaIdQuerySchema, request.query, 'query');
    const body = parseInput(productRequestSchema, request.body);
    await product(db, id);
    try {
      await db.query(
        `UPDATE products SET code = $2, name = $3, kind = $4, description = $5, rated_power_kw = $6, updated_at = now()
         WHERE id = $1`,
        [id, body.code, body.name, body.kind, body.description, body.ratedPowerKw],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, otaMessages.productCodeTaken);
      throw error;
    }
    return { responseStatusCode: 200, message: otaMessages.productUpdated, product: await product(db, id) };
  });

  app.delete('/Ota/DeleteProduct', guard, async (request) => {
    const { id } = parseInput(otaIdQuerySchema, request.query, 'query');
    const found = await product(db, id);
    if (found.components > 0 || found.devices > 0) throw new HttpError(409, otaMessages.productInUse);
    await db.query('DELETE FROM products WHERE id = $1', [id]);
    return { responseStatusCode: 200, message: otaMessages.productDeleted };
  });

  app.get('/Ota/GetComponents', guard, async (request, reply) => {
    const query = parseInput(componentListQuerySchema, request.query, 'query');
    return answerList<Record<string, unknown>, Component, typeof query.sort>(reply, {
      db,
      source: {
        select: COMPONENT_SELECT,
        from: sql`product_components c JOIN products p ON p.id = c.product_id`,
        where: [
          ...(query.product ? [sql`c.product_id = ${query.product}`] : []),
          ...searchCondition([sql`c.code`, sql`c.name`, sql`p.name`], query.search),
        ],
        orderBy: { product: sql`p.name`, code: sql`c.code`, name: sql`c.name` },
        tieBreaker: sql`c.id`,
      },
      query,
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
  });

  const insertComponent = async (body: ReturnType<typeof componentRequestSchema.parse>, id?: number) => {
    await product(db, body.productId);
    try {
      if (id === undefined) {
        const [row] = await db.query<{ id: number }>(
          `INSERT INTO product_components (product_id, code, name, description) VALUES ($1, $2, $3, $4) RETURNING id`,
          [body.productId, body.code, body.name, body.description],
        );
        return Number(row!.id);
      }
      await db.query(
        `UPDATE product_components SET product_id = $2, code = $3, name = $4, description = $5, updated_at = now()
         WHERE id = $1`,
        [id, body.productId, body.code, body.name, body.description],
      );
      return id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, otaMessages.componentCodeTaken);
      throw error;
    }
  };

  app.post('/Ota/CreateComponent', guard, async (request, reply): Promise<ComponentResponse> => {
    const body = parseInput(componentRequestSchema, request.body);
    const id = await insertComponent(body);
    return reply.status(201).send({
      responseStatusCode: 201,
      message: otaMessages.componentCreated,
      component: await component(db, id),
    });
  });

  app.put('/Ota/UpdateComponent', guard, async (request): Promise<ComponentResponse> => {
    const { id } = parseInput(otaIdQuerySchema, request.query, 'query');
    const body = parseInput(componentRequestSchema, request.body);
    const existing = await component(db, id);
    // A component with releases stays with its product: its images were built for it.
    if (existing.releases > 0 && existing.productId !== body.productId)
      throw new HttpError(409, otaMessages.componentInUse);
    await insertComponent(body, id);
    return {
      responseStatusCode: 200,
      message: otaMessages.componentUpdated,
      component: await component(db, id),
    };
  });

  app.delete('/Ota/DeleteComponent', guard, async (request) => {
    const { id } = parseInput(otaIdQuerySchema, request.query, 'query');
    const found = await component(db, id);
    if (found.releases > 0) throw new HttpError(409, otaMessages.componentInUse);
    await db.query('DELETE FROM product_components WHERE id = $1', [id]);
    return { responseStatusCode: 200, message: otaMessages.componentDeleted };
  });
};
