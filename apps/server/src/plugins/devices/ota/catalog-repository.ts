import {
  type Component,
  type ComponentListQuery,
  componentRequestSchema,
  type Product,
  type ProductListQuery,
  productRequestSchema,
} from '@ohmstead/contracts/ota';
import sql from 'sql-template-tag';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { type ListSource, searchCondition } from '../../../http/admin-lists';

type ProductFields = z.output<typeof productRequestSchema>;
type ComponentFields = z.output<typeof componentRequestSchema>;

const PRODUCT_SELECT = sql`p.id, p.code, p.name, p.kind, p.description, p.rated_power_kw::float AS rated, p.updated_at,
  (SELECT count(*) FROM product_components c WHERE c.product_id = p.id) AS components,
  (SELECT count(*) FROM devices d WHERE d.product_id = p.id) AS devices`;
const COMPONENT_SELECT = sql`c.id, c.product_id, p.name AS product_name, c.code, c.name, c.description, c.updated_at,
  (SELECT count(*) FROM firmware_releases r WHERE r.component_id = c.id) AS releases,
  (SELECT r.version FROM firmware_releases r WHERE r.component_id = c.id
   ORDER BY r.version_major DESC, r.version_minor DESC, r.version_patch DESC, r.version_prerelease DESC NULLS FIRST
   LIMIT 1) AS latest`;

export const toProduct = (row: Record<string, unknown>): Product => ({
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
export const toComponent = (row: Record<string, unknown>): Component => ({
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

/** The products list of OTA: filtered by kind, searched by code, name and description. */
export const productList = (query: ProductListQuery): ListSource<ProductListQuery['sort']> => ({
  select: PRODUCT_SELECT,
  from: sql`products p`,
  where: [
    ...(query.kind ? [sql`p.kind = ${query.kind}`] : []),
    ...searchCondition([sql`p.code`, sql`p.name`, sql`p.description`], query.search),
  ],
  orderBy: { code: sql`p.code`, name: sql`p.name`, kind: sql`p.kind`, devices: sql`devices` },
  tieBreaker: sql`p.id`,
});

/** The components list of OTA: filtered by product, searched by code, name and product name. */
export const componentList = (query: ComponentListQuery): ListSource<ComponentListQuery['sort']> => ({
  select: COMPONENT_SELECT,
  from: sql`product_components c JOIN products p ON p.id = c.product_id`,
  where: [
    ...(query.product ? [sql`c.product_id = ${query.product}`] : []),
    ...searchCondition([sql`c.code`, sql`c.name`, sql`p.name`], query.search),
  ],
  orderBy: { product: sql`p.name`, code: sql`c.code`, name: sql`c.name` },
  tieBreaker: sql`c.id`,
});

/** OTA's products and their components; a unique code clash surfaces as PostgreSQL's error 23505. */
export function catalogRepository(db: Queryable) {
  return {
    async findProduct(id: number): Promise<Product | undefined> {
      const query = sql`SELECT ${PRODUCT_SELECT} FROM products p WHERE p.id = ${id}`;
      const [row] = await db.query<Record<string, unknown>>(query.text, query.values);
      return row && toProduct(row);
    },

    /** The new product's id, or undefined when its code is taken. */
    async insertProduct(fields: ProductFields): Promise<number | undefined> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO products (code, name, kind, description, rated_power_kw) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (code) DO NOTHING RETURNING id`,
        [fields.code, fields.name, fields.kind, fields.description, fields.ratedPowerKw],
      );
      return row && Number(row.id);
    },

    async updateProduct(id: number, fields: ProductFields): Promise<void> {
      await db.query(
        `UPDATE products SET code = $2, name = $3, kind = $4, description = $5, rated_power_kw = $6, updated_at = now()
         WHERE id = $1`,
        [id, fields.code, fields.name, fields.kind, fields.description, fields.ratedPowerKw],
      );
    },

    async deleteProduct(id: number): Promise<void> {
      await db.query('DELETE FROM products WHERE id = $1', [id]);
    },

    async findComponent(id: number): Promise<Component | undefined> {
      const query = sql`SELECT ${COMPONENT_SELECT} FROM product_components c JOIN products p ON p.id = c.product_id
        WHERE c.id = ${id}`;
      const [row] = await db.query<Record<string, unknown>>(query.text, query.values);
      return row && toComponent(row);
    },

    async insertComponent(fields: ComponentFields): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO product_components (product_id, code, name, description) VALUES ($1, $2, $3, $4) RETURNING id`,
        [fields.productId, fields.code, fields.name, fields.description],
      );
      return Number(row!.id);
    },

    async updateComponent(id: number, fields: ComponentFields): Promise<void> {
      await db.query(
        `UPDATE product_components SET product_id = $2, code = $3, name = $4, description = $5, updated_at = now()
         WHERE id = $1`,
        [id, fields.productId, fields.code, fields.name, fields.description],
      );
    },

    async deleteComponent(id: number): Promise<void> {
      await db.query('DELETE FROM product_components WHERE id = $1', [id]);
    },
  };
}
