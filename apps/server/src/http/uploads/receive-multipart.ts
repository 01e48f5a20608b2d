import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorableText, unstorableTextMessage } from '@ohmstead/contracts/storable-text';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FORM_FIELD_MAX_BYTES, FORM_FIELDS_MAX } from '../../limits';
import { badRequest, HttpError } from '../errors';
import { parseInput } from '../validate';
import { type FileType, HEAD_BYTES, typeOfFile, typeOfHead, UNKNOWN_FILE_TYPE } from './file-type-of';
import { multipartClientError } from './multipart-errors';

/** A file as the messages name it: the name the browser sent and the type its content shows. */
export interface FileFacts {
  name: string;
  type: FileType;
}

/** Each route's own words for what is wrong with its files (the exact texts live in packages/contracts). */
export interface UploadMessages {
  /** 400: a file came under another part name. */
  wrongPart: (part: string) => string;
  /** 400: more files than `maxFiles`. */
  tooMany: string;
  /** 400: fewer files than `minFiles`. */
  missing: string;
  /** 400: a named file of zero bytes. */
  empty: (name: string) => string;
  /** 413: a file over its cap. */
  tooLarge: (file: FileFacts) => string;
  /** 415: a type the route does not take. */
  typeRefused: (file: FileFacts) => string;
}

export interface FileRules {
  /** The multipart part name files come under. */
  part: string;
  minFiles: 0 | 1;
  maxFiles: number;
  /** The cap of one file whatever its type. */
  maxBytes: number;
  /** A lower cap by type (feed images are smaller than PDFs), applied as soon as the first bytes tell. */
  maxBytesOf?: (type: FileType) => number;
  accepts: (type: FileType) => boolean;
}

/**
 * The schema (packages/contracts) of a form's text fields: a route's schema cannot declare the fields of a
 * multipart body, so the receiver parses them, into the 400 of validate.ts's parseInput.
 */
export interface FormRules<S extends z.ZodType> {
  schema: S;
  /** How the 400 names the fields: "Invalid form: …" for 'form'; parseInput's 'request' when not given. */
  what?: string;
  /** The 400's message is the first broken rule's own words, as the form shows them beside its field. */
  ownWords?: boolean;
  /** Parsed once every part is read (a field that may follow the file), instead of before the first file. */
  afterFiles?: boolean;
}

export interface UploadRules<S extends z.ZodType = z.ZodType<Record<string, string>>> {
  files: FileRules;
  messages: UploadMessages;
  /** The text fields the route takes; without it every field is kept for the route's own schema. */
  fields?: readonly string[];
  /** The fields' schema; without it the upload's `form` is the fields as sent. */
  form?: FormRules<S>;
  maxFields?: number;
  /** A cap on all files together (a quota's remainder), answered with its own error. */
  totalCap?: { maxBytes: number; error: () => HttpError };
  /** File errors name this field in `errors`, so a form shows them beside its file input. */
  errorField?: string;
  /**
   * Checks the parsed form (and a captcha) before the first byte of the first file is read, or at the end
   * when no file came: a refused form costs no disk. Clients send their fields before their files. Not
   * called for a form parsed after the files.
   */
  beforeFiles?: (form: z.output<S>) => Promise<void> | void;
}

export interface ReceivedFile extends FileFacts {
  /** Where it is now, inside the upload's temporary folder: move it to keep it. */
  path: string;
  size: number;
}

export interface ReceivedUpload<Form = Record<string, string>> {
  fields: Record<string, string>;
  /** The fields as the rules' schema parsed them. */
  form: Form;
  files: ReceivedFile[];
  /** Removes the temporary folder and whatever is still in it; call it once done, on success or not. */
  discard(): Promise<void>;
}

/**
 * The one upload receiver: reads a multipart request's fields, and streams each file to a fresh folder
 * under `tempRoot` with its caps enforced while it streams (nothing past a cap is written). Every file is
 * typed by its content (file-type), refused early when its first bytes already show a type the route
 * does not take. The text fields are parsed with the route's schema, before the first file unless the form
 * is read after its files. Any failure, the parser's included, is one 4xx (multipart-errors.ts) and
 * removes all the request wrote.
 */
export async function receiveMultipart<S extends z.ZodType = z.ZodType<Record<string, string>>>(
  request: FastifyRequest,
  tempRoot: string,
  rules: UploadRules<S>,
): Promise<ReceivedUpload<z.output<S>>> {
  const folder = path.join(tempRoot, randomBytes(12).toString('base64url'));
  const discard = () => rm(folder, { recursive: true, force: true });
  const fileError = (status: number, message: string) =>
    new HttpError(status, message, rules.errorField ? [{ field: rules.errorField, message }] : undefined);
  const { files: fileRules, messages } = rules;
  const maxFields = rules.maxFields ?? FORM_FIELDS_MAX;
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let sawPart = false;
  let fieldsChecked = false;
  let form: z.output<S> | undefined;
  const readForm = (): z.output<S> => {
    if (!rules.form) return fields as z.output<S>;
    const { schema, what, ownWords } = rules.form;
    try {
      return parseInput(schema, fields, what);
    } catch (error) {
      if (ownWords && error instanceof HttpError && error.errors?.[0])
        throw new HttpError(error.statusCode, error.errors[0].message, error.errors);
      throw error;
    }
  };
  const checkFields = async () => {
    if (fieldsChecked || rules.form?.afterFiles) return;
    fieldsChecked = true;
    form = readForm();
    await rules.beforeFiles?.(form);
  };
  try {
    const parts = request.parts({
      limits: {
        // One byte more than any cap, so that our own check answers with the route's message.
        fileSize: fileRules.maxBytes + 1,
        fieldSize: FORM_FIELD_MAX_BYTES,
        fields: maxFields,
        files: fileRules.maxFiles + 1,
        parts: maxFields + fileRules.maxFiles + 1,
      },
    });
    let storedBytes = 0;
    for await (const part of parts) {
      sawPart = true;
      if (part.type === 'field') {
        const name = part.fieldname;
        if (rules.fields && !rules.fields.includes(name))
          throw new HttpError(400, uploadMessages.unexpectedField(name));
        if (part.valueTruncated) throw new HttpError(413, uploadMessages.fieldTooLong(name));
        if (Object.hasOwn(fields, name)) throw new HttpError(400, uploadMessages.fieldTwice(name));
        const value = String(part.value);
        // The contracts' rule for every string (http/storable-text.ts covers JSON and queries).
        if (!isStorableText(name) || !isStorableText(value)) {
          const message = unstorableTextMessage(`form.${name}`);
          throw badRequest(message, [{ field: name, message }]);
        }
        fields[name] = value;
        continue;
      }
      if (part.fieldname !== fileRules.part) throw new HttpError(400, messages.wrongPart(part.fieldname));
      await checkFields();
      if (files.length === fileRules.maxFiles) throw fileError(400, messages.tooMany);
      await mkdir(folder, { recursive: true });
      const filePath = path.join(folder, String(files.length));
      const name = part.filename ?? '';
      if (!isStorableText(name)) throw fileError(400, unstorableTextMessage(`${part.fieldname} file name`));
      const meter = new TypeAndCap({
        rules: fileRules,
        name,
        totalLeft: rules.totalCap && {
          bytes: rules.totalCap.maxBytes - storedBytes,
          error: rules.totalCap.error,
        },
        refuse: (status, message) => fileError(status, message),
        messages,
      });
      await pipeline(part.file, meter, createWriteStream(filePath, { flags: 'wx' }));
      if (meter.refusal) throw meter.refusal;
      if (part.file.truncated)
        throw fileError(413, messages.tooLarge({ name, type: meter.headType ?? UNKNOWN_FILE_TYPE }));
      if (meter.bytes === 0) {
        // A file input left empty arrives as a nameless, empty part: no file at all.
        if (!name) continue;
        throw fileError(400, messages.empty(name));
      }
      const type = await typeOfFile(filePath);
      if (!fileRules.accepts(type)) throw fileError(415, messages.typeRefused({ name, type }));
      if (meter.bytes > (fileRules.maxBytesOf?.(type) ?? fileRules.maxBytes))
        throw fileError(413, messages.tooLarge({ name, type }));
      storedBytes += meter.bytes;
      files.push({ path: filePath, name, type, size: meter.bytes });
    }
    await checkFields();
    if (files.length < fileRules.minFiles) throw fileError(400, messages.missing);
    if (rules.form?.afterFiles) form = readForm();
    return { fields, form: form as z.output<S>, files, discard };
  } catch (error) {
    await discard();
    throw multipartClientError(error, sawPart);
  }
}

/**
 * Passes a file through while it counts its bytes and reads its type from the first HEAD_BYTES: a type
 * that is already certain and not taken is refused (415), and so is the first byte past the file's cap
 * (413) or past what is left of the total cap. Once refused, nothing more is written: the rest of the part
 * is read and dropped (busboy's own cap bounds it), so the request's body is consumed and its connection
 * ends normally after the answer; the receiver throws `refusal` once the part is over.
 */
class TypeAndCap extends Transform {
  bytes = 0;
  headType: FileType | undefined;
  refusal: HttpError | undefined;
  private head: Buffer[] = [];
  private headBytes = 0;
  private cap: number;

  constructor(
    private readonly options: {
      rules: FileRules;
      name: string;
      totalLeft: { bytes: number; error: () => HttpError } | undefined;
      refuse: (status: number, message: string) => HttpError;
      messages: UploadMessages;
    },
  ) {
    super();
    this.cap = options.rules.maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.refusal) return done();
    if (this.headType) {
      this.refusal = this.overCap();
      return this.refusal ? done() : done(null, chunk);
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < HEAD_BYTES) return done();
    this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.refusal || this.headType || this.headBytes === 0) return done();
    this.decide().then(() => done(), done);
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const { type, final } = await typeOfHead(head);
    this.headType = type;
    const { rules, name, messages, refuse } = this.options;
    if (final && !rules.accepts(type)) {
      this.refusal = refuse(415, messages.typeRefused({ name, type }));
      return;
    }
    if (final && rules.maxBytesOf) this.cap = Math.min(this.cap, rules.maxBytesOf(type));
    this.refusal = this.overCap();
    if (!this.refusal) this.push(head);
  }

  /** The error of the smaller limit the bytes so far went past, if any. */
  private overCap(): HttpError | undefined {
    const { totalLeft, refuse, messages, name } = this.options;
    const perFile = this.bytes > this.cap;
    const total = totalLeft !== undefined && this.bytes > totalLeft.bytes;
    if (perFile && (!total || this.cap <= totalLeft.bytes))
      return refuse(413, messages.tooLarge({ name, type: this.headType ?? UNKNOWN_FILE_TYPE }));
    if (total) return totalLeft.error();
    return undefined;
  }
}
