import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import {
  opportunitySchema,
  type CoveredCallOpportunity,
  type Opportunity,
  type OpportunityStatus,
} from '@thetix/shared/contracts/opportunities';
import { isConditionFailure, type Table } from '../platform/table';
import { accountKey } from '../portfolio/portfolio-entities';
import type { LedgerItem } from './opportunity-ports';
import {
  DOCUMENT_ATTRIBUTE,
  DOCUMENT_FIELDS,
  fromOpportunityItem,
  isOldFormatItem,
  LIST_ATTRIBUTES,
  OPPORTUNITY_SK_PREFIX,
  opportunityDocument,
  opportunityKey,
  opportunityOf,
  opportunityStatusPartition,
  statusAttributes,
  toOpportunityItem,
  type OpportunityExtras,
  type StoredOpportunity,
} from './opportunity-entity';

/** DynamoDB's BatchGetItem limit. */
const BATCH_GET_SIZE = 100;
/** Page bounds of a list with a limit; without one, DynamoDB's 1 MB pages (about 400 opportunities). */
const MIN_PAGE = 10;
const MAX_PAGE = 200;
/** Old-format items rewritten at once. */
const MIGRATE_CONCURRENCY = 8;

const LIST_PROJECTION = {
  ProjectionExpression: LIST_ATTRIBUTES.map((attribute) => `#${attribute}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(
    LIST_ATTRIBUTES.map((attribute) => [`#${attribute}`, attribute]),
  ),
};

export interface ListByStatusOptions {
  /** Newest status time first (history tabs); default oldest first. */
  readonly newestFirst?: boolean;
  /** Stop once this many accepted items are read. */
  readonly limit?: number;
  readonly accept?: (opportunity: Opportunity) => boolean;
}

/**
 * What an act came to: the acted opportunity, or which condition refused the transaction (the opportunity was no
 * longer active and unexpired, or a ledger line's key was taken); a refused act wrote nothing.
 */
export type ActOutcome =
  { readonly acted: StoredOpportunity } | { readonly refused: 'opportunity' | 'ledger' };

/** The item of a TransactWriteItems whose condition failed (DynamoDB lists a reason per item, in order). */
const failedItem = (error: unknown): number | undefined => {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  const index = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
  return index < 0 ? undefined : index;
};

/** The condition of act and dismiss: the card is there, active, and not past its expiry. */
const ACTIVE_AND_UNEXPIRED = 'attribute_exists(pk) AND #status = :active AND expires_at > :now';

/**
 * The user's list version (`USER#<id>` / `OPPVER`): every write that changes what a list shows (create, refresh,
 * expire, act, dismiss, viewed, feedback, an account's cleanup) adds one to `version` and stamps `changed_at` (epoch
 * ms), after the write it follows, or in the same transaction. A list that read the version before its query can
 * keep its answer while the version holds (opportunity-service.ts).
 */
export const LIST_VERSION_SK = 'OPPVER';
export const listVersionKey = (userId: string) => ({ pk: `USER#${userId}`, sk: LIST_VERSION_SK });

export interface ListStamp {
  readonly version: number;
  /** Epoch ms of the last change; 0 when nothing was ever written. */
  readonly changedAt: number;
  /** Whether the account asked for is the user's. */
  readonly accountFound: boolean;
}

/** Runs a conditional write; false when its condition refused it. */
async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** `bump: false` leaves the list version to the caller, who bumps once after a batch of writes. */
export interface WriteOptions {
  bump?: boolean;
}

export function buildOpportunityRepository(table: Table) {
  const bumpInput = (userId: string) => ({
    TableName: table.name,
    Key: listVersionKey(userId),
    UpdateExpression: 'ADD #version :one SET #changed_at = :now',
    ExpressionAttributeNames: { '#version': 'version', '#changed_at': 'changed_at' },
    ExpressionAttributeValues: { ':one': 1, ':now': Date.now() },
  });
  const bumpListVersion = async (userId: string): Promise<void> => {
    await table.client.send(new UpdateCommand(bumpInput(userId)));
  };
  /** `written`, after the list version moved on when it is true. */
  const thenBump = async <T>(userId: string, written: T): Promise<T> => {
    if (written) await bumpListVersion(userId);
    return written;
  };
  /**
   * A conditional write of a card, then the list version when it landed (unless the caller bumps once for a whole
   * batch, as a generation run does); false when its condition refused it.
   */
  const writeCard = async (
    userId: string,
    write: () => Promise<unknown>,
    options: WriteOptions = {},
  ): Promise<boolean> => {
    const written = await conditionally(write);
    return options.bump === false ? written : thenBump(userId, written);
  };

  const update = (
    userId: string,
    id: string,
    expression: { set: Record<string, unknown>; remove?: string[]; condition: string },
    conditionValues: Record<string, unknown> = {},
  ) => {
    // DynamoDB refuses unused names, so `#status` is declared only where the condition reads it.
    const names: Record<string, string> = expression.condition.includes('#status')
      ? { '#status': 'status' }
      : {};
    const values: Record<string, unknown> = { ...conditionValues };
    const sets = Object.entries(expression.set).map(([field, value]) => {
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      return `#${field} = :${field}`;
    });
    const removes = (expression.remove ?? []).map((field) => {
      names[`#${field}`] = field;
      return `#${field}`;
    });
    return new UpdateCommand({
      TableName: table.name,
      Key: opportunityKey(userId, id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: expression.condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    });
  };

  /** An update that only applies while the opportunity is active and not past its expiry; the new item or undefined. */
  const updateWhileActive = async (
    userId: string,
    id: string,
    now: string,
    set: Record<string, unknown>,
  ): Promise<StoredOpportunity | undefined> => {
    try {
      const { Attributes } = await table.client.send(
        update(userId, id, { set, condition: ACTIVE_AND_UNEXPIRED }, { ':active': 'active', ':now': now }),
      );
      return Attributes ? fromOpportunityItem(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  };

  const getOne = async (userId: string, id: string): Promise<StoredOpportunity | undefined> => {
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: opportunityKey(userId, id), ConsistentRead: true }),
    );
    return Item ? fromOpportunityItem(Item) : undefined;
  };

  /** The items of those keys that exist (BatchGetItem, consistent, 100 a request, unprocessed keys retried). */
  const batchGet = async (
    allKeys: readonly Record<string, unknown>[],
  ): Promise<Record<string, unknown>[]> => {
    const found: Record<string, unknown>[] = [];
    for (let start = 0; start < allKeys.length; start += BATCH_GET_SIZE) {
      let keys: Record<string, unknown>[] | undefined = allKeys.slice(start, start + BATCH_GET_SIZE);
      for (let attempt = 0; keys && keys.length > 0; attempt += 1) {
        if (attempt === 5) throw new Error('Items could not all be read');
        const result: BatchGetCommandOutput = await table.client.send(
          new BatchGetCommand({ RequestItems: { [table.name]: { Keys: keys, ConsistentRead: true } } }),
        );
        found.push(...(result.Responses?.[table.name] ?? []));
        keys = result.UnprocessedKeys?.[table.name]?.Keys;
      }
    }
    return found;
  };

  /** The full items of those ids the user has. */
  const getItems = (userId: string, ids: readonly string[]): Promise<Record<string, unknown>[]> =>
    batchGet(ids.map((id) => opportunityKey(userId, id)));

  /**
   * Rewrites old-format items (the entity as nested attributes) as the document, only while the item has none: a
   * refresh is the only other writer of those fields and it writes the document, so nothing newer is lost.
   */
  const migrate = async (userId: string, items: readonly Record<string, unknown>[]) => {
    for (let start = 0; start < items.length; start += MIGRATE_CONCURRENCY)
      await Promise.all(
        items.slice(start, start + MIGRATE_CONCURRENCY).map((item) => {
          const opportunity = opportunityOf(item);
          return conditionally(() =>
            table.client.send(
              update(userId, opportunity.id, {
                set: { [DOCUMENT_ATTRIBUTE]: opportunityDocument(opportunity) },
                remove: [...DOCUMENT_FIELDS],
                condition: `attribute_exists(pk) AND attribute_not_exists(#${DOCUMENT_ATTRIBUTE})`,
              }),
            ),
          );
        }),
      );
  };

  /** A list page with each old-format item (projected, so without its entity) read in full and migrated. */
  const inFull = async (userId: string, items: Record<string, unknown>[]) => {
    const old = items.filter(isOldFormatItem);
    if (old.length === 0) return items;
    const full = await getItems(
      userId,
      old.map((item) => String(item.sk).slice(OPPORTUNITY_SK_PREFIX.length)),
    );
    await migrate(userId, full);
    const bySk = new Map(full.map((item) => [item.sk, item]));
    return items.flatMap((item) => {
      if (!isOldFormatItem(item)) return [item];
      const whole = bySk.get(item.sk);
      return whole ? [whole] : [];
    });
  };

  return {
    /** One opportunity of the user (GetItem `USER#<userId>` / `OPP#<id>`). */
    get: getOne,

    /** Those of the ids the user has (BatchGetItem, consistent, 100 a request, unprocessed keys retried). */
    async getMany(userId: string, ids: readonly string[]): Promise<Opportunity[]> {
      return (await getItems(userId, ids)).map(opportunityOf);
    },

    /**
     * One account's opportunities of one status (Query gsi1 `OPPS#<userId>#<accountId>#<status>`, paginated),
     * projected to the document and the state; with a limit, pages stop once it is reached.
     */
    async listByStatus(
      userId: string,
      accountId: string,
      status: OpportunityStatus,
      options: ListByStatusOptions = {},
    ): Promise<Opportunity[]> {
      const found: Opportunity[] = [];
      const limit = options.limit ?? Number.POSITIVE_INFINITY;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await table.client.send(
          new QueryCommand({
            TableName: table.name,
            IndexName: 'lookup',
            KeyConditionExpression: 'gsi1pk = :partition',
            ExpressionAttributeValues: {
              ':partition': opportunityStatusPartition(userId, accountId, status),
            },
            ...LIST_PROJECTION,
            ScanIndexForward: !options.newestFirst,
            ...(Number.isFinite(limit)
              ? { Limit: Math.min(MAX_PAGE, Math.max(MIN_PAGE, limit - found.length)) }
              : {}),
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of await inFull(userId, page.Items ?? [])) {
          const opportunity = opportunityOf(item);
          // The index is eventually consistent: an item whose status just changed may still be listed here.
          if (opportunity.status !== status) continue;
          if (options.accept && !options.accept(opportunity)) continue;
          found.push(opportunity);
          if (found.length >= limit) return found;
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return found;
    },

    /** A new opportunity; false when one with its id exists already (a duplicate delivery, or the user's decision). */
    create: (userId: string, opportunity: Opportunity, options?: WriteOptions): Promise<boolean> =>
      writeCard(
        userId,
        () =>
          table.client.send(
            new PutCommand({
              TableName: table.name,
              Item: toOpportunityItem(userId, opportunity),
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          ),
        options,
      ),

    /**
     * A run's new figures for an opportunity that is still active (the document and `expires_at`; the user's
     * state, `created_at` and `viewed_at` stay); false when the user acted or dismissed meanwhile. An old-format
     * item loses its nested attributes here.
     */
    refresh: async (userId: string, input: Opportunity, options?: WriteOptions): Promise<boolean> => {
      const opportunity = opportunitySchema.parse(input);
      const set: Record<string, unknown> = {
        ...statusAttributes(userId, opportunity.account_id, opportunity.id, 'active', opportunity.expires_at),
        expires_at: opportunity.expires_at,
        [DOCUMENT_ATTRIBUTE]: opportunityDocument(opportunity),
      };
      const remove = [...DOCUMENT_FIELDS];
      return writeCard(
        userId,
        () =>
          table.client.send(
            update(
              userId,
              opportunity.id,
              { set, remove, condition: 'attribute_exists(pk) AND #status = :active' },
              { ':active': 'active' },
            ),
          ),
        options,
      );
    },

    /** active -> expired at `at` (the run's time, or the expiry when that passed first). */
    expire: (
      userId: string,
      opportunity: Opportunity,
      at: string,
      options?: WriteOptions,
    ): Promise<boolean> =>
      writeCard(
        userId,
        () =>
          table.client.send(
            update(
              userId,
              opportunity.id,
              {
                set: {
                  status: 'expired',
                  ...statusAttributes(userId, opportunity.account_id, opportunity.id, 'expired', at),
                },
                condition: 'attribute_exists(pk) AND #status = :active',
              },
              { ':active': 'active' },
            ),
          ),
        options,
      ),

    /**
     * active (and not past expiry) -> acted_upon, and the trade's ledger lines, in one TransactWriteItems: the
     * status update conditional on the card, each line put only if its key is absent. `recorded` replaces the
     * card's details and expected outcome with those of a fine-tuned trade. Either both land or nothing
     * does, so a crash or a retry can never leave an acted card without its trade or a trade twice.
     */
    async act(
      userId: string,
      opportunity: Opportunity,
      now: string,
      details: unknown,
      lineItems: readonly LedgerItem[] = [],
      recorded?: Pick<CoveredCallOpportunity, 'details' | 'expected_outcome'>,
    ): Promise<ActOutcome> {
      const set = {
        status: 'acted_upon',
        acted_at: now,
        actual_outcome: { recorded: 'tracking_record', details: details ?? null },
        act_details: details ?? null,
        // A fine-tuned trade: the card shows the trade as recorded from now on.
        ...(recorded
          ? { [DOCUMENT_ATTRIBUTE]: opportunityDocument({ ...opportunity, ...recorded } as Opportunity) }
          : {}),
        ...statusAttributes(userId, opportunity.account_id, opportunity.id, 'acted_upon', now),
      };
      if (lineItems.length === 0) {
        const acted = await thenBump(userId, await updateWhileActive(userId, opportunity.id, now, set));
        return acted ? { acted } : { refused: 'opportunity' };
      }
      // A transaction's update returns nothing, so the acted item is read back after it.
      const { ReturnValues: _none, ...statusUpdate } = update(
        userId,
        opportunity.id,
        { set, condition: ACTIVE_AND_UNEXPIRED },
        { ':active': 'active', ':now': now },
      ).input;
      try {
        await table.client.send(
          new TransactWriteCommand({
            TransactItems: [
              { Update: statusUpdate as typeof statusUpdate & { UpdateExpression: string } },
              ...lineItems.map((Item) => ({
                Put: { TableName: table.name, Item, ConditionExpression: 'attribute_not_exists(pk)' },
              })),
              // Unconditional and last, so a refusal's index still names the card (0) or a ledger line.
              { Update: bumpInput(userId) },
            ],
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return { refused: (failedItem(error) ?? 0) > 0 ? 'ledger' : 'opportunity' };
      }
      const acted = await getOne(userId, opportunity.id);
      return acted ? { acted } : { refused: 'opportunity' };
    },

    /** active (and not past expiry) -> dismissed; undefined when the condition refused it. */
    dismiss: async (userId: string, opportunity: Opportunity, now: string, reason: string) =>
      thenBump(
        userId,
        await updateWhileActive(userId, opportunity.id, now, {
          status: 'dismissed',
          dismissed_at: now,
          dismiss_reason: reason,
          ...statusAttributes(userId, opportunity.account_id, opportunity.id, 'dismissed', now),
        }),
      ),

    /** Sets `viewed_at` the first time only; false when it was already set (or the item is gone). */
    markViewed: (userId: string, id: string, now: string): Promise<boolean> =>
      writeCard(userId, () =>
        table.client.send(
          update(
            userId,
            id,
            {
              set: { viewed_at: now },
              condition:
                'attribute_exists(pk) AND (attribute_not_exists(viewed_at) OR attribute_type(viewed_at, :null))',
            },
            { ':null': 'NULL' },
          ),
        ),
      ),

    /** Stores (or replaces) the feedback while the opportunity is acted upon or dismissed; false otherwise. */
    saveFeedback: async (
      userId: string,
      id: string,
      feedback: NonNullable<OpportunityExtras['feedback']>,
    ): Promise<boolean> =>
      writeCard(userId, () =>
        table.client.send(
          update(
            userId,
            id,
            { set: { feedback }, condition: 'attribute_exists(pk) AND #status IN (:acted, :dismissed)' },
            { ':acted': 'acted_upon', ':dismissed': 'dismissed' },
          ),
        ),
      ),

    /**
     * What a list reads before its query, in one strongly consistent BatchGetItem: the user's list version and
     * whether the account (`USER#<id>` / `ACCOUNT#<accountId>`, the portfolio's item) is there.
     */
    async listStamp(userId: string, accountId: string): Promise<ListStamp> {
      const items = await batchGet([listVersionKey(userId), accountKey(userId, accountId)]);
      const stamp = items.find((item) => item.sk === LIST_VERSION_SK);
      return {
        version: Number(stamp?.version ?? 0),
        changedAt: Number(stamp?.changed_at ?? 0),
        accountFound: items.some((item) => item.sk !== LIST_VERSION_SK),
      };
    },

    bumpListVersion,
  };
}

export type OpportunityRepository = ReturnType<typeof buildOpportunityRepository>;
