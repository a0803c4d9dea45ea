/**
 * fast-check arbitraries for the fuzz (fuzz.ts), derived from the route table (shared/src/api-routes.ts) and the
 * shared zod contracts each route's handler validates with. Which contract belongs to which route is read from the
 * handlers' own route tables (`routeEntry({ route, params, query, body })` in functions/src/<lambda>/http.ts), so a
 * new route or a changed contract joins the fuzz with no edit here; a route whose schema is not a shared contract
 * gets generic JSON.
 *
 * Each contract yields values that pass it (to reach the code behind validation) and hostile ones: each field in
 * turn replaced by a value outside its bounds (one past its length or range, 1e309, 1e-320, 2^53, wrong types),
 * required fields dropped, unknown fields added, and raw garbage.
 */
import { apiRoutes, routeKey, type RouteDefinition } from '@thetix/shared/api-routes';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { repoRoot } from './stack';

/** A JSON literal sent exactly as written (JSON.stringify cannot write 1e309 or 1e-320). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value, RawJson parts written as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([name, field]) => `${JSON.stringify(name)}:${toJsonText(field)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** Every route's contracts, read from the handlers' route tables and looked up among the shared contracts' exports. */
export async function routeContracts(): Promise<Map<string, RouteContract>> {
  const contractsDir = join(repoRoot, 'shared/src/contracts');
  const exported = new Map<string, unknown>();
  for (const file of readdirSync(contractsDir).filter(
    (name) => /^[\w-]+\.ts$/.test(name) && !name.includes('.test.'),
  ))
    for (const [name, value] of Object.entries(
      (await import(`@thetix/shared/contracts/${file.slice(0, -3)}`)) as Record<string, unknown>,
    ))
      exported.set(name, value);
  const schema = (name: string | undefined) => {
    const value = name ? exported.get(name) : undefined;
    return value instanceof z.ZodType ? value : undefined;
  };
  const contracts = new Map<string, RouteContract>();
  const functionsDir = join(repoRoot, 'functions/src');
  for (const lambda of new Set(apiRoutes.map((route) => route.lambda))) {
    let source: string;
    try {
      source = readFileSync(join(functionsDir, lambda, 'http.ts'), 'utf8');
    } catch {
      continue;
    }
    const routeVariables = new Map<string, string>();
    for (const match of source.matchAll(/const (\w+) = findRoute\('(\w+)', '([^']+)'\)/g))
      routeVariables.set(match[1]!, `${match[2]} ${match[3]}`);
    for (const entry of source.split('routeEntry({').slice(1)) {
      const spec = entry.split(/\bhandle\b/)[0] ?? '';
      const inline = /route: findRoute\('(\w+)', '([^']+)'\)/.exec(spec);
      const variable = /route: (\w+),/.exec(spec)?.[1];
      const key = inline ? `${inline[1]} ${inline[2]}` : variable && routeVariables.get(variable);
      if (!key) continue;
      const field = (name: string) => schema(new RegExp(`\\b${name}: (\\w+),`).exec(spec)?.[1]);
      contracts.set(key, { params: field('params'), query: field('query'), body: field('body') });
    }
  }
  return contracts;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const toJsonSchema = (schema: z.ZodType): JsonSchema | undefined => {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
};

const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Values that pass the schema (as far as JSON Schema says: refinements may still refuse some). */
export function valid(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')];
    return target && depth < 4 ? valid(target, defs, depth + 1) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((option) => valid(option, defs, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0]!, defs, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date') return isoDate.map((text) => text.slice(0, 10));
      if (schema.format === 'date-time') return isoDate;
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern)
        try {
          const pattern = new RegExp(schema.pattern);
          const min = schema.minLength ?? 0;
          const max = schema.maxLength ?? 200;
          const fits = (text: string) => text.length >= min && text.length <= max && pattern.test(text);
          // fast-check writes short matches: one outside the lengths gives way to a simple one that fits (a
          // filter would spin for long minimum lengths).
          return fc
            .stringMatching(pattern)
            .map(
              (text) =>
                [
                  text,
                  text.slice(0, max),
                  ...['A', 'a', '1'].map((unit) => unit.repeat(Math.max(min, 1))),
                ].find(fits) ?? text,
            );
        } catch {
          // a pattern fast-check cannot generate from: plain text within the lengths
        }
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
      });
    }
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(Math.max(min, -2e9)), max: Math.floor(Math.min(max, 2e9)) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(schema.items ? valid(schema.items, defs, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 5, 10),
          });
    case 'object': {
      if (!schema.properties || depth > 3)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties).map(([name, field]) => [name, valid(field, defs, depth + 1)]),
        ),
        { requiredKeys: [...required].filter((name) => name in schema.properties!) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Numbers as JSON literals: the probe's (issue 20 item 2) and their neighbours. */
const hostileNumberTexts = [
  '1e309',
  '-1e309',
  '1e+308',
  '9007199254740993',
  '1e-320',
  '1e-11',
  '-0',
  '1e21',
  '0.1e-400',
];
const LONG = 'a'.repeat(8000);
const HUGE = 'x'.repeat(100_000);
const hostileStrings = fc.constantFrom(
  '',
  ' ',
  LONG,
  HUGE,
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000\u202e',
  '\ud800',
  '😀'.repeat(100),
  '%ZZ',
  '{"$gt":""}',
);
const wrongTypes = fc.constantFrom<unknown>(null, true, [], {}, [1, 2], { nested: { deeper: [null] } });

/** Values outside the schema: past its bounds, of another type, or hostile in general. */
export function hostile(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')];
    if (target && depth < 4) return hostile(target, defs, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const numbers = fc.constantFrom(...hostileNumberTexts).map((text) => new RawJson(text));
  const general = fc.oneof(hostileStrings, numbers, wrongTypes);
  if (schema.enum?.length) return fc.oneof(fc.constant(`${String(schema.enum[0])}x`), general);
  switch (type) {
    case 'string': {
      const edges: fc.Arbitrary<unknown>[] = [general];
      if (schema.maxLength !== undefined) edges.push(fc.constant('b'.repeat(schema.maxLength + 1)));
      if (schema.minLength) edges.push(fc.constant('c'.repeat(schema.minLength - 1)));
      if (schema.pattern) edges.push(fc.string({ maxLength: 30, unit: 'binary' }));
      return fc.oneof(...edges);
    }
    case 'integer':
    case 'number': {
      const edges: fc.Arbitrary<unknown>[] = [numbers, fc.constantFrom<unknown>('5', null, true, [])];
      if (schema.minimum !== undefined)
        edges.push(fc.constant(schema.minimum - (type === 'integer' ? 1 : 1e-9)));
      if (schema.maximum !== undefined) edges.push(fc.constant(schema.maximum + 1));
      if (type === 'integer') edges.push(fc.constant(1.5));
      return fc.oneof(...edges);
    }
    case 'array':
      return fc.oneof(
        general,
        fc.constant(Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => 1)),
        fc.array(hostile(schema.items ?? {}, defs, depth + 1), { minLength: 1, maxLength: 3 }),
      );
    case 'object':
      if (schema.properties && depth < 3) return fc.oneof(general, mutated(schema, defs, depth + 1));
      return general;
    default:
      return general;
  }
}

/** A valid object with one thing wrong: a field hostile, a required field gone, or a field nobody asked for. */
export function mutated(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return fc.oneof(wrongTypes, hostileStrings);
  const base = valid(schema, defs, depth) as fc.Arbitrary<Record<string, unknown>>;
  const fieldMutations = properties.map(([name, field]) =>
    fc.tuple(base, hostile(field, defs, depth + 1)).map(([object, value]) => ({ ...object, [name]: value })),
  );
  const dropped = (schema.required ?? []).map((name) =>
    base.map((object) => Object.fromEntries(Object.entries(object).filter(([key]) => key !== name))),
  );
  const extra = fc
    .tuple(
      base,
      fc.constantFrom('__proto__', 'constructor', 'pk', 'userId', 'extra'),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .map(([object, key, value]) => ({ ...object, [key]: value }));
  return fc.oneof(...fieldMutations, ...dropped, extra);
}

/** encodeURIComponent for any string: a lone surrogate (which it refuses) is sent as an invalid UTF-8 escape. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\u0001')).replace(/%01/g, '%ED%A0%80');
  }
};

/** Path-segment garbage (issue 20 item 1), raw on the wire. */
const garbageSegments = fc.constantFrom(
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%uFFFF',
  '%00',
  '..',
  '%2e%2e',
  'a'.repeat(8000),
  '%F0%9F%98%80',
  '00000000-0000-0000-0000-000000000000',
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/jsonx',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
] as const;

export type SessionKind = 'anonymous' | 'anonymous-xsrf' | 'signed-in';

export interface FuzzRequest {
  route: RouteDefinition;
  path: string;
  query: string;
  body?: string;
  contentType?: string;
  session: SessionKind;
}

/** One request for the route: path params, query, body and content type from its contracts, valid or hostile. */
export function requestArbitrary(
  route: RouteDefinition,
  contract: RouteContract | undefined,
  options: { alwaysBody?: boolean; session?: SessionKind } = {},
): fc.Arbitrary<FuzzRequest> {
  const paramsSchema = contract?.params && toJsonSchema(contract.params);
  const querySchema = contract?.query && toJsonSchema(contract.query);
  const bodySchema = contract?.body && toJsonSchema(contract.body);
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const segment = (name: string) => {
    const field = paramsSchema?.properties?.[name];
    const defs = paramsSchema?.$defs ?? {};
    return fc.oneof(
      {
        weight: 3,
        arbitrary: (field ? valid(field, defs) : fc.string({ minLength: 1, maxLength: 20 })).map((value) =>
          encode(String(value)),
        ),
      },
      { weight: 3, arbitrary: garbageSegments },
      {
        weight: 1,
        arbitrary: (field ? hostile(field, defs) : hostileStrings).map((value) =>
          encode(
            value instanceof RawJson
              ? value.text
              : typeof value === 'string'
                ? value
                : (JSON.stringify(value) ?? ''),
          ),
        ),
      },
    );
  };
  const path = fc.tuple(...names.map(segment)).map((segments) => {
    let index = 0;
    return route.path.replace(/\{\w+\}/g, () => segments[index++] ?? '');
  });
  type Pair = [string, string];
  const queryField = (name: string, field: JsonSchema): fc.Arbitrary<Pair> =>
    fc
      .oneof(valid(field, querySchema?.$defs ?? {}), hostile(field, querySchema?.$defs ?? {}))
      .map((value): Pair => [
        name,
        value instanceof RawJson
          ? value.text
          : typeof value === 'string'
            ? value.slice(0, 9000)
            : (JSON.stringify(value) ?? ''),
      ]);
  const queryPairs: fc.Arbitrary<Pair[]> = querySchema?.properties
    ? fc
        .subarray(Object.entries(querySchema.properties))
        .chain((fields) =>
          fields.length
            ? fc.tuple(...fields.map(([name, field]) => queryField(name, field))).map((pairs) => [...pairs])
            : fc.constant([] as Pair[]),
        )
    : fc.oneof(
        fc.constant([] as Pair[]),
        fc
          .tuple(
            fc.constantFrom('accountId', 'tickers', 'limit', 'q', 'date', 'token'),
            hostileStrings.map((text) => text.slice(0, 9000)),
          )
          .map((pair): Pair[] => [pair]),
      );
  const query = queryPairs.map((pairs) =>
    pairs.length ? `?${pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}` : '',
  );
  const bodyValue: fc.Arbitrary<string> = bodySchema
    ? fc.oneof(
        { weight: 3, arbitrary: valid(bodySchema, bodySchema.$defs ?? {}).map(toJsonText) },
        { weight: 4, arbitrary: mutated(bodySchema, bodySchema.$defs ?? {}).map(toJsonText) },
        { weight: 1, arbitrary: hostile(bodySchema, bodySchema.$defs ?? {}).map(toJsonText) },
        {
          weight: 1,
          arbitrary: fc.oneof(
            fc.string({ maxLength: 50 }),
            fc.constantFrom('{', '{"a":', '[]'.repeat(5000), 'null'),
          ),
        },
      )
    : fc.oneof(fc.jsonValue({ maxDepth: 3 }).map(toJsonText), fc.constantFrom('{}', '{"a":1e309}', '[]'));
  const hasBody =
    route.method === 'GET' ? fc.constant(false) : options.alwaysBody ? fc.constant(true) : fc.boolean();
  return fc
    .record({
      path,
      query,
      body: hasBody.chain((present) =>
        present ? bodyValue.map((text): string | undefined => text) : fc.constant(undefined),
      ),
      contentType: fc.constantFrom(...CONTENT_TYPES, 'application/json', 'application/json'),
      session: options.session
        ? fc.constant(options.session)
        : fc.constantFrom<SessionKind>('anonymous', 'anonymous-xsrf', 'signed-in', 'signed-in', 'signed-in'),
    })
    .map((parts) => ({ route, ...parts }));
}

/** The routes as a list in table order, with their contracts (undefined: generic values). */
export async function fuzzRoutes(): Promise<{ route: RouteDefinition; contract?: RouteContract }[]> {
  const contracts = await routeContracts();
  return (apiRoutes as readonly RouteDefinition[]).map((route) => ({
    route,
    contract: contracts.get(routeKey(route)),
  }));
}
