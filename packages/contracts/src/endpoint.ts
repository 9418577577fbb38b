// One description per endpoint: method, path, who may call it, and its schemas by name. It holds no zod
// value, so the web can import every endpoint without pulling zod into its bundle; the server looks the
// named schemas up in the "./schemas" entry to validate, serialise and publish OpenAPI, and the types
// below read the same schemas, so a web call's input and result are those the server checks.
import type { z } from 'zod';
import type * as Schemas from './schemas.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone; anyone, with the member when a valid token comes along; a logged-in member;
 * a logged-in member that is not a trial account (R-ROLE-17); a game vendor signing its calls.
 */
export type Access = 'public' | 'optional-member' | 'member' | 'real-member' | 'vendor';

type SchemaTable = typeof Schemas;

/** The name of a zod schema exported by `@app/contracts/schemas`. */
export type SchemaName = {
  [K in keyof SchemaTable]: SchemaTable[K] extends z.ZodType ? K : never;
}[keyof SchemaTable];

export interface EndpointSpec {
  readonly method: HttpMethod;
  /** Fastify's form: `:name` for a path parameter. */
  readonly path: string;
  readonly access: Access;
  /** OpenAPI tags. */
  readonly tags: readonly string[];
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  /** How the body travels: JSON by default; `form` is urlencoded (SPEC §7, A-29); `multipart` is an upload. */
  readonly encoding?: 'json' | 'form' | 'multipart';
  /** The schema of the envelope's `value`. */
  readonly response: SchemaName;
}

type Output<N> = N extends SchemaName ? z.output<SchemaTable[N]> : undefined;
type Input<N> = N extends SchemaName ? z.input<SchemaTable[N]> : undefined;

/** What the envelope's `value` holds when the call succeeds. */
export type ResponseOf<E extends EndpointSpec> = Output<E['response']>;
/** What a client sends, before the server's defaults and transforms. */
export type QueryOf<E extends EndpointSpec> = Input<E['query']>;
export type BodyOf<E extends EndpointSpec> = Input<E['body']>;
export type ParamsOf<E extends EndpointSpec> = Input<E['params']>;
/** What a handler receives, after validation. */
export type ValidQueryOf<E extends EndpointSpec> = Output<E['query']>;
export type ValidBodyOf<E extends EndpointSpec> = Output<E['body']>;
export type ValidParamsOf<E extends EndpointSpec> = Output<E['params']>;

/** The path with its `:name` parameters filled in and encoded. */
export function pathOf(endpoint: EndpointSpec, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`no :${name}`);
    return encodeURIComponent(String(value));
  });
}
