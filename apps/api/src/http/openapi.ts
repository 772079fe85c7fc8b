import { readFileSync } from 'node:fs';
import type { FastifySchema } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Request validation comes from openapi.yaml: `openapiSchemas` is registered once with `app.addSchema`, and
 * `routeSchema(path, method)` builds a route's body/params/headers/querystring schema whose $refs point into it.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const specUrl = new URL('../../../../openapi.yaml', import.meta.url);

/** The compiled server has the spec inlined as JSON (tooling/build-api.mjs): no YAML parsing at start. */
declare const __OPENAPI_SPEC__: Json | undefined;

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(value: Json | undefined, key: string): JsonObject {
  const next = isObject(value) ? value[key] : undefined;
  return isObject(next) ? next : {};
}

const spec: JsonObject = await (async () => {
  const parsed: Json =
    typeof __OPENAPI_SPEC__ === 'undefined'
      ? (await import('yaml')).parse(readFileSync(specUrl, 'utf8'))
      : __OPENAPI_SPEC__;
  if (!isObject(parsed)) throw new Error('openapi.yaml is not an object');
  return parsed;
})();

const components = child(spec, 'components');
const SUBJECT_REF = '#/components/schemas/Subject';

/** The subject slugs the API knows, from the spec's `Subject` enum. */
export const SUBJECTS: readonly string[] = (() => {
  const values = child(child(components, 'schemas'), 'Subject').enum;
  if (!Array.isArray(values)) throw new Error('openapi.yaml: Subject has no enum');
  return values.filter((value): value is string => typeof value === 'string');
})();

export function isSubject(value: string): boolean {
  return SUBJECTS.includes(value);
}

/** Register with `app.addSchema(openapiSchemas)`; route schemas reference `openapi#/components/...`. */
export const openapiSchemas = { $id: 'openapi', components };

/**
 * Rewrites local $refs to the registered `openapi` schema, and loosens the subject enum to a plain string:
 * an unknown subject is a page that does not exist (404 from the handler), not a malformed request.
 */
function adapt(value: Json): Json {
  if (Array.isArray(value)) return value.map(adapt);
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (ref === SUBJECT_REF) return { type: 'string', minLength: 1, maxLength: 100 };
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const target = resolveRef(ref);
    // Inline component schemas that mention a subject so the enum can be loosened inside them.
    if (JSON.stringify(target).includes(SUBJECT_REF)) return adapt(target);
    return { $ref: `openapi${ref}` };
  }
  const copy: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = adapt(inner);
  return copy;
}

function resolveRef(ref: string): JsonObject {
  let node: Json = spec;
  for (const part of ref.replace(/^#\//, '').split('/')) node = child(node, part);
  return isObject(node) ? node : {};
}

function deref(value: Json | undefined): JsonObject {
  if (!isObject(value)) return {};
  return typeof value.$ref === 'string' ? resolveRef(value.$ref) : value;
}

/** The Fastify schema for one operation of openapi.yaml (`path` as written there, e.g. `/pages/{subject}`). */
/**
 * Query strings arrive as text and the API does not coerce types, so an integer query parameter is checked as
 * digits here and read with `queryInteger`, which applies the spec's bounds.
 */
function queryParameterSchema(schema: Json | undefined): Json {
  if (isObject(schema) && schema.type === 'integer') return { type: 'string', pattern: '^[0-9]{1,9}$' };
  return adapt(schema ?? {});
}

/** Reads an integer query parameter validated by `routeSchema`, within the spec's minimum and maximum. */
export function queryInteger(
  path: string,
  method: 'get',
  name: string,
  raw: string | undefined,
  fallback: number,
): number {
  if (raw === undefined) return fallback;
  const operation = child(child(child(spec, 'paths'), path), method);
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const schema = child(
    parameters.map(deref).find((parameter) => parameter.name === name),
    'schema',
  );
  const value = Number.parseInt(raw, 10);
  const { minimum, maximum } = schema;
  if (typeof minimum === 'number' && value < minimum)
    throw new HttpError(400, `${name}: must be at least ${minimum}.`);
  if (typeof maximum === 'number' && value > maximum)
    throw new HttpError(400, `${name}: must be at most ${maximum}.`);
  return value;
}

export function routeSchema(path: string, method: 'get' | 'post' | 'put' | 'delete'): FastifySchema {
  const pathItem = child(child(spec, 'paths'), path);
  const operation = child(pathItem, method);
  if (Object.keys(operation).length === 0)
    throw new Error(`openapi.yaml has no ${method.toUpperCase()} ${path}`);
  const schema: FastifySchema = {};
  const groups: Record<'path' | 'query' | 'header', { properties: JsonObject; required: string[] }> = {
    path: { properties: {}, required: [] },
    query: { properties: {}, required: [] },
    header: { properties: {}, required: [] },
  };
  const parameters = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ];
  for (const raw of parameters) {
    const parameter = deref(raw);
    const location = parameter.in;
    const name = parameter.name;
    if (typeof name !== 'string' || (location !== 'path' && location !== 'query' && location !== 'header'))
      continue;
    const key = location === 'header' ? name.toLowerCase() : name;
    groups[location].properties[key] =
      location === 'query' ? queryParameterSchema(parameter.schema) : adapt(parameter.schema ?? {});
    if (parameter.required === true) groups[location].required.push(key);
  }
  const toSchema = (group: { properties: JsonObject; required: string[] }) => ({
    type: 'object',
    properties: group.properties,
    required: group.required,
  });
  if (Object.keys(groups.path.properties).length > 0) schema.params = toSchema(groups.path);
  if (Object.keys(groups.query.properties).length > 0) {
    schema.querystring = { ...toSchema(groups.query), additionalProperties: false };
  }
  if (Object.keys(groups.header.properties).length > 0) schema.headers = toSchema(groups.header);
  const body = child(child(child(deref(operation.requestBody), 'content'), 'application/json'), 'schema');
  if (Object.keys(body).length > 0) schema.body = adapt(body);
  return schema;
}

/** `/pages/{subject}` → `/pages/:subject`, for registering the route with Fastify. */
export function fastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
