import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  batchGetConsistent,
  isConditionFailure,
  setAttributes,
  writeIf,
  type Table,
} from '../../platform/table';
import { userPk } from './room-item';

type Key = { pk: string; sk: string };
type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** A condition of a write, with the values its placeholders name. */
export interface WriteCondition {
  readonly expression: string;
  readonly values?: Record<string, unknown>;
}

/** An UpdateItem's changes: attributes to set (undefined ones are left as they are) and attributes to remove. */
export interface ItemChange {
  readonly set: Record<string, unknown>;
  readonly remove?: readonly string[];
}

/** The default condition of a change or a delete: a write never brings back an item deleted meanwhile. */
export const ITEM_EXISTS: WriteCondition = { expression: 'attribute_exists(pk)' };

/** A default collection is never deleted (the user's first collection of each kind must stay). */
export const EXISTS_AND_NOT_DEFAULT: WriteCondition = {
  expression: 'attribute_exists(pk) AND is_default = :no',
  values: { ':no': false },
};

/** The transaction part that lets a write land only while the item at `key` exists (a collection, a profile). */
export const existsCheck = (table: Table, key: Key): TransactItem => ({
  ConditionCheck: { TableName: table.name, Key: key, ConditionExpression: 'attribute_exists(pk)' },
});

/** The transaction part that lets a write land only for an invited user (one with a profile). */
export const profileCheck = (table: Table, userId: string): TransactItem =>
  existsCheck(table, { pk: userPk(userId), sk: 'PROFILE' });

/** The transaction part that puts a new item, refused when its key is taken. */
export const putNew = (table: Table, item: Record<string, unknown>) => ({
  Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Puts a new item: false when its key is taken. */
export const createItem = (table: Table, item: Record<string, unknown>) =>
  writeIf(() => table.client.send(new PutCommand(putNew(table, item).Put)));

/** Writes a transaction: true when it landed, false when one of its conditions refused it. */
export const transactIf = (table: Table, items: readonly TransactItem[]) =>
  writeIf(() => table.client.send(new TransactWriteCommand({ TransactItems: [...items] })));

/**
 * The UpdateItem of an `ItemChange` under a condition. Every attribute name is aliased (reserved words such as
 * `query` or `name` need no care); the condition keeps its own placeholders.
 */
export function changeCommand(table: Table, key: Key, change: ItemChange, condition: WriteCondition) {
  const sets = setAttributes(change.set);
  const removes = change.remove ?? [];
  return new UpdateCommand({
    TableName: table.name,
    Key: key,
    UpdateExpression: `${sets.UpdateExpression}${removes.length ? ` REMOVE ${removes.map((_, index) => `#r${index}`).join(', ')}` : ''}`,
    ConditionExpression: condition.expression,
    ExpressionAttributeNames: {
      ...sets.ExpressionAttributeNames,
      ...Object.fromEntries(removes.map((name, index) => [`#r${index}`, name])),
    },
    ExpressionAttributeValues: { ...sets.ExpressionAttributeValues, ...condition.values },
  });
}

/** Writes an `ItemChange` under a condition: true when it landed, false when the condition refused it. */
export const changeItem = (table: Table, key: Key, change: ItemChange, condition: WriteCondition) =>
  writeIf(() => table.client.send(changeCommand(table, key, change, condition)));

/**
 * A room's one-time setup (its default collections, and for cards the example cards): a marker item and `puts`
 * in one transaction, conditional on the marker's absence and on the user's profile, so an uninvited identity
 * stores nothing and a second setup (another tab, another Lambda) changes nothing.
 */
export async function setUpOnce(
  table: Table,
  userId: string,
  marker: Record<string, unknown> & Key,
  puts: readonly Record<string, unknown>[],
): Promise<'done' | 'exists' | 'no-profile'> {
  try {
    await table.client.send(
      new TransactWriteCommand({
        TransactItems: [
          putNew(table, marker),
          profileCheck(table, userId),
          ...puts.map((item) => ({ Put: { TableName: table.name, Item: item } })),
        ],
      }),
    );
    return 'done';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await hasItem(table, { pk: marker.pk, sk: marker.sk })) ? 'exists' : 'no-profile';
  }
}

/** Whether an item is there (an eventually consistent read: for markers that are never removed). */
export async function hasItem(table: Table, key: Key): Promise<boolean> {
  const { Item } = await table.client.send(new GetCommand({ TableName: table.name, Key: key }));
  return Item !== undefined;
}

/**
 * The access patterns every kind of room item (card, chat, collection) shares, by owner and id. Reads are strongly
 * consistent, so a write is seen by the read that answers it; writes are conditional on the item being there and
 * answer false when it is not.
 */
export function buildOwnedItems<T>(
  table: Table,
  kind: { key: (userId: string, id: string) => Key; of: (item: Record<string, unknown>) => T },
) {
  const send = table.client.send.bind(table.client);
  const change = (
    userId: string,
    id: string,
    itemChange: ItemChange,
    condition: WriteCondition = ITEM_EXISTS,
  ) => changeItem(table, kind.key(userId, id), itemChange, condition);
  return {
    /** GetItem of one of the user's items. */
    async get(userId: string, id: string): Promise<T | undefined> {
      const { Item } = await send(
        new GetCommand({ TableName: table.name, Key: kind.key(userId, id), ConsistentRead: true }),
      );
      return Item ? kind.of(Item) : undefined;
    },

    /** The user's items by id, in no particular order; missing ids are left out. */
    async getMany(userId: string, ids: readonly string[]): Promise<T[]> {
      return (
        await batchGetConsistent(
          table,
          ids.map((id) => kind.key(userId, id)),
        )
      ).map(kind.of);
    },

    /** Sets and removes attributes under `condition` (by default: the item exists); false when refused. */
    change,

    /** Sets the given attributes of an existing item (undefined ones stay); false when the item is gone. */
    update: (userId: string, id: string, attributes: Record<string, unknown>) =>
      change(userId, id, { set: attributes }),

    /** Deletes an item under `condition` (by default: the item exists); false when refused. */
    remove: (userId: string, id: string, condition: WriteCondition = ITEM_EXISTS) =>
      writeIf(() =>
        send(
          new DeleteCommand({
            TableName: table.name,
            Key: kind.key(userId, id),
            ConditionExpression: condition.expression,
            ExpressionAttributeValues: condition.values,
          }),
        ),
      ),
  };
}
