import { listPageSchema } from '@ohmstead/contracts/admin-lists';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Queryable } from '../db/database';
import { answerList, type CsvColumn, type ListSource, type ListWindow } from './admin-lists';
import { errorResponses } from './response-schemas';

type ListQuery<Sort extends string> = ListWindow<Sort> & { format?: 'csv' | undefined };

/**
 * The GET routes of a plugin's admin lists whose rows depend on nothing but their query. Each route
 * declares `schema` as its querystring's (a 400 otherwise) and `item` as its page's rows, and answers it with `answerList`, as a page or as
 * CSV; `listRoutes(app, db)` binds the plugin's app and database once.
 */
export const listRoutes =
  (app: FastifyInstance, db: Queryable) =>
  <Query extends ListQuery<Sort>, Sort extends string, DbRow, Item>(
    url: string,
    routeOptions: RouteShorthandOptions,
    list: {
      schema: z.ZodType<Query>;
      /** The schema of one row of a page (packages/contracts), which the route's 200 declares a page of. */
      item: z.ZodType;
      source: (query: Query) => ListSource<Sort>;
      toItem: (row: DbRow) => Item;
      /** The export's file name (which may depend on the query) and columns. */
      csv: { fileName: string | ((query: Query) => string); columns: CsvColumn<Item>[] };
    },
  ): void => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    // A page as JSON, or the CSV (a stream, which no schema serializes); a guard's 401/403, a query's 400.
    const response = { 200: listPageSchema(list.item), ...errorResponses(400, 401, 403) };
    const schema = { querystring: list.schema, response };
    typed.get(url, { ...routeOptions, schema }, async (request, reply) => {
      // The schema's output; Fastify's route types cannot follow a schema that is a type parameter.
      const query = request.query as Query;
      const { fileName, columns } = list.csv;
      return answerList<DbRow, Item, Sort>(reply, {
        db,
        source: list.source(query),
        query,
        toItem: list.toItem,
        csv: { fileName: typeof fileName === 'function' ? fileName(query) : fileName, columns },
      });
    });
  };
