import { z } from 'zod';

/** Ids are PostgreSQL integers; a larger number names no row and must not reach the database. */
const ROW_ID_MAX = 2_147_483_647;

/** A row's id in a JSON body, with one message for every way it can be wrong. */
export const rowId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(ROW_ID_MAX, message);

/** A row's id in a query string or a form field: the text is read as a number first. */
export const rowIdParam = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(ROW_ID_MAX, message);
