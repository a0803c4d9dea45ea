import * as z from 'zod';
import type { Logger } from '../platform/logger';
import { ConflictError } from './errors';

/** The answer to a single item whose damage is not inside one of its lists: nothing sound is left to show. */
export const DAMAGED_ITEM_MESSAGE =
  'This item is stored damaged and cannot be shown. It has been logged for repair; you can still delete it.';

/** How many rounds of leaving out damaged elements before giving up (a parent may fail once its child is gone). */
const MAX_ROUNDS = 4;

type Path = readonly PropertyKey[];
const dotted = (path: Path) => path.map(String).join('.');

/** Where an issue lies: the list that holds the damaged element and its index there, by the issue's first index. */
function damagedElement(path: Path): { list: Path; index: number } | undefined {
  const at = path.findIndex((part) => typeof part === 'number');
  return at < 0 ? undefined : { list: path.slice(0, at), index: path[at] as number };
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
}

/** `value` with the list at `path` replaced by `list`, copying only the objects on the way. */
function withListAt(value: unknown, path: Path, list: unknown[]): unknown {
  if (path.length === 0) return list;
  const [key, ...rest] = path;
  const node = value as Record<PropertyKey, unknown>;
  return { ...node, [key!]: withListAt(node[key!], rest, list) };
}

/**
 * The option of a union contract (a list route's array or page) that the answer is an instance of: the one it
 * passes, else the first one it fails only below its top level, whose damaged elements can be left out.
 */
function unionOption<R>(contract: z.ZodType<R>, body: unknown): z.ZodType<R> {
  const union: unknown = contract;
  if (!(union instanceof z.ZodUnion)) return contract;
  const options = union.options as unknown as readonly z.ZodType<R>[];
  const results = options.map((option) => ({ option, parsed: option.safeParse(body) }));
  const fitting =
    results.find((result) => result.parsed.success) ??
    results.find((result) => result.parsed.error?.issues.every((issue) => issue.path.length > 0));
  return fitting?.option ?? contract;
}

/**
 * Parses a route's answer with its response contract (http-route.ts). A stored item that an older version or a hand
 * edit left in a shape the contract refuses must not fail the whole answer (issue 33 item 6): each damaged element is
 * left out at the first list on its path, so a list answer drops the damaged item and a single item drops its
 * damaged turn or widget, each logged with its id and the issues; the rest is answered. Damage outside any list (a
 * single item's own field) is a 409 with DAMAGED_ITEM_MESSAGE, never a 500.
 */
export function conformingBody<R>(contract: z.ZodType<R>, body: unknown, logger: Logger): R {
  const schema = unionOption(contract, body);
  let current = body;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const parsed = schema.safeParse(current);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
    const drops = new Map<string, { list: Path; indexes: Set<number> }>();
    for (const issue of issues) {
      const element = damagedElement(issue.path);
      if (!element) {
        logger.error('stored item fails its response contract', {
          issues: issues.map((entry) => ({ path: dotted(entry.path), message: entry.message })),
        });
        throw new ConflictError(DAMAGED_ITEM_MESSAGE);
      }
      const key = JSON.stringify(element.list.map(String));
      const entry = drops.get(key) ?? { list: element.list, indexes: new Set<number>() };
      entry.indexes.add(element.index);
      drops.set(key, entry);
    }
    for (const { list, indexes } of drops.values()) {
      const elements = valueAt(current, list) as unknown[];
      for (const index of indexes) {
        const at = dotted([...list, index]);
        logger.error('stored item fails its response contract: left out of the answer', {
          at,
          id: (elements[index] as { id?: unknown } | undefined)?.id,
          issues: issues
            .filter((issue) => `${dotted(issue.path)}.`.startsWith(`${at}.`))
            .map((issue) => ({ path: dotted(issue.path), message: issue.message })),
        });
      }
      current = withListAt(
        current,
        list,
        elements.filter((_, index) => !indexes.has(index)),
      );
    }
  }
  throw new ConflictError(DAMAGED_ITEM_MESSAGE);
}
