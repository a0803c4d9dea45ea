import * as z from 'zod';
import { PLAN_VERSION } from '../thetix/plan';
import { roomPageQueryFields } from './paging';
import { alertIdSchema } from '../thetix/price-alert';
import { widgetSchema } from '../thetix/widgets';

/**
 * Thetix cards and card collections (spec part 3 §3, §5, §7): the entities as the API answers them and the request
 * bodies. Field names are snake_case as the spec shows them. Instants are ISO strings in UTC.
 */

/** Spec part 3 §5 and §9: the update cadences a card may have, in seconds (0 = no auto-update). */
export const UPDATE_CADENCES = [0, 30, 60, 300, 900, 1800, 3600, 21600, 86400] as const;
export type UpdateCadence = (typeof UPDATE_CADENCES)[number];

/** Spec part 3 §2: the message for an empty card question. */
export const EMPTY_QUERY_MESSAGE = 'Looks like the input is empty. What would you like to explore?';
export const QUERY_MAX_LENGTH = 1000;
export const COLLECTION_NAME_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 500;
/** A user keeps at most this many collections and cards: bounds every list and every board. */
export const MAX_COLLECTIONS = 50;
export const MAX_CARDS_PER_COLLECTION = 100;

/** Spec part 3 §8, the public pages' messages, which the API answers verbatim as its 404s. */
export const PUBLIC_COLLECTION_UNAVAILABLE =
  'This collection is not available. It may be private or does not exist.';
export const PUBLIC_CARD_UNAVAILABLE = 'This card is not available. It may be private or does not exist.';
/** Collection names are unique per user, compared trimmed and case-insensitively (issue 30 item 4). */
export const duplicateCollectionName = (name: string) => `A collection named "${name}" already exists`;
export const sameCollectionName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');
/** Spec part 3 §8, card page. */
export const CARD_NOT_FOUND = 'This card could not be found or you do not have access to it.';

/** Ids the service makes: 1-64 of letters, digits, `-` and `_`; anything else is a 400, never a lookup. */
export const thetixIdSchema = z
  .string('must be an id')
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id of at most 64 letters, digits, - or _');

export const updateCadenceSchema = z
  .number('must be a number of seconds')
  .refine(
    (value): value is UpdateCadence => (UPDATE_CADENCES as readonly number[]).includes(value),
    `must be one of ${UPDATE_CADENCES.join(', ')} (seconds)`,
  )
  .transform((value) => value as UpdateCadence);

/** Control characters other than tab and line breaks: nothing a person types, and trouble in logs and e-mails. */
export const hasControlCharacter = (text: string): boolean =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
  });

export const cardQuerySchema = z
  .string(EMPTY_QUERY_MESSAGE)
  .trim()
  .min(1, EMPTY_QUERY_MESSAGE)
  .max(QUERY_MAX_LENGTH, `must be at most ${QUERY_MAX_LENGTH} characters`)
  .refine((query) => !hasControlCharacter(query), 'must not contain control characters');

export const cardJobStatusSchema = z.enum(['pending', 'processing', 'failed', 'cancelled']);
export type CardJobStatus = z.infer<typeof cardJobStatusSchema>;

/** What planning and materializing left for the debug tab (flag show_thetix_debug). */
export const cardDebugSchema = z.object({
  planner: z.string(),
  notes: z.array(z.string()),
  intents: z.array(z.string()).optional(),
  /** Numbers removed from model prose because no materialized value backs them. */
  untraceable_numbers: z.number().int().nonnegative().optional(),
  /** Widgets the validator dropped. */
  dropped_widgets: z.number().int().nonnegative().optional(),
});

const instant = z.string();
/** A materialized widget (shared/src/thetix/widgets.ts checks each one before it is stored). */
const widgetList = z.array(widgetSchema);

export const cardSchema = z.object({
  id: z.string(),
  collection_id: z.string(),
  query: z.string(),
  user_query: z.string(),
  position: z.number().int(),
  update_cadence_seconds: z.number().int(),
  materialized_result: widgetList.nullable(),
  materialized_updated_at: instant.nullable(),
  scheduled_update_at: instant.nullable(),
  job_status: cardJobStatusSchema.nullable(),
  job_progress: z.string().nullable(),
  dsl_template: z.array(z.record(z.string(), z.unknown())).nullable(),
  dsl_version: z.literal(PLAN_VERSION).nullable(),
  created_at: instant,
  query_updated_at: instant,
  dsl_updated_at: instant.nullable(),
  /** A card whose plan holds an `llm` item: when the next refresh is allowed (spec part 3 §4). */
  refresh_available_at: instant.nullable(),
  debug_info: cardDebugSchema.nullable(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardListSchema = z.array(cardSchema);
/** A page of GET /api/thetix-cards (with `limit` or `cursor`): cards by position, `next_cursor` null on the last. */
export const cardPageSchema = z.object({ cards: cardListSchema, next_cursor: z.string().nullable() });
export type CardPage = z.infer<typeof cardPageSchema>;
/** GET /api/thetix-cards: a page when asked for one, else the plain array (docs/api.md, "Paging"). */
export const cardListResponseSchema = z.union([cardListSchema, cardPageSchema]);

export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  is_default: z.boolean(),
  is_public: z.boolean(),
  /** The public pages show this collection's cards with every dollar amount hidden (issue 30 item 4). */
  hide_amounts: z.boolean(),
  position: z.number().int(),
  card_count: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type CardCollection = z.infer<typeof collectionSchema>;
export const collectionListSchema = z.array(collectionSchema);
export const collectionPageSchema = z.object({
  collections: collectionListSchema,
  next_cursor: z.string().nullable(),
});
/** GET /api/thetix-card-collections: a page when asked for one, else the plain array. */
export const collectionListResponseSchema = z.union([collectionListSchema, collectionPageSchema]);
/** GET /api/thetix-card-collections: `limit` and `cursor`, both optional. */
export const collectionListQuerySchema = z.object(roomPageQueryFields);

/** GET /api/thetix-cards/{cardId}. */
export const cardWithCollectionSchema = z.object({ card: cardSchema, collection: collectionSchema });

/** POST /api/thetix-cards. */
export const createCardBodySchema = z.object({
  user_query: cardQuerySchema,
  collection_id: thetixIdSchema,
  update_cadence_seconds: updateCadenceSchema.optional(),
});
/** PUT /api/thetix-cards/{id}: a new query re-plans; a new cadence alone re-schedules. */
export const updateCardBodySchema = z.object({
  user_query: cardQuerySchema,
  update_cadence_seconds: updateCadenceSchema.optional(),
});
/** POST /api/thetix-cards/{id}/rearm: the triggered alert to arm again (its alarm widget's `alert.id`). */
export const rearmAlertBodySchema = z.object({ alert_id: alertIdSchema });
export const moveCardBodySchema = z.object({ target_collection_id: thetixIdSchema });
export const moveCardResponseSchema = z.object({
  old_collection_id: z.string(),
  new_collection_id: z.string(),
});

const cardIdList = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(thetixIdSchema)
      .max(MAX_CARDS_PER_COLLECTION, `must list at most ${MAX_CARDS_PER_COLLECTION} ids`),
  );

/** GET /api/thetix-cards: `collection_id`, a comma list `card_ids`, `limit` and `cursor`, all optional. */
export const cardListQuerySchema = z.object({
  collection_id: thetixIdSchema.optional(),
  card_ids: cardIdList.optional(),
  ...roomPageQueryFields,
});
export const cardParamsSchema = z.object({ id: thetixIdSchema });
export const cardIdParamsSchema = z.object({ cardId: thetixIdSchema });

const collectionName = z
  .string('Collection name is required')
  .trim()
  .min(1, 'Collection name is required')
  .max(COLLECTION_NAME_MAX, `must be at most ${COLLECTION_NAME_MAX} characters`);
const collectionDescription = z
  .string()
  .trim()
  .max(COLLECTION_DESCRIPTION_MAX, `must be at most ${COLLECTION_DESCRIPTION_MAX} characters`);

export const createCollectionBodySchema = z.object({
  name: collectionName,
  description: collectionDescription.default(''),
  is_public: z.boolean().default(false),
  hide_amounts: z.boolean().default(false),
});
/**
 * PUT /api/thetix-card-collections/{id}: name, description, is_default, is_public (spec part 3 §2), and hide_amounts
 * (issue 30 item 4).
 */
export const updateCollectionBodySchema = z
  .object({
    name: collectionName.optional(),
    description: collectionDescription.optional(),
    is_default: z
      .literal(true, 'can only be set to true: make another collection the default instead')
      .optional(),
    is_public: z.boolean().optional(),
    hide_amounts: z.boolean().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'must change at least one field',
  );
export const collectionParamsSchema = z.object({ id: thetixIdSchema });

/** POST /api/thetix-card-collections/{id}/reorder: the cards' new positions. */
export const reorderBodySchema = z.object({
  positions: z
    .array(z.object({ id: thetixIdSchema, position: z.number().int().min(0).max(10_000) }))
    .min(1, 'must list at least one card')
    .max(MAX_CARDS_PER_COLLECTION),
});

/** GET .../status: what smart polling needs (spec part 3 §4). */
export const cardStatusSchema = z.object({
  id: z.string(),
  scheduled_update_at: instant.nullable(),
  materialized_updated_at: instant.nullable(),
  job_status: cardJobStatusSchema.nullable(),
  job_progress: z.string().nullable(),
});
export const collectionStatusSchema = z.object({ id: z.string(), cards: z.array(cardStatusSchema) });

/** A card as the public pages show it: no user ids, plans or debug information. */
export const publicCardSchema = cardSchema.pick({
  id: true,
  collection_id: true,
  query: true,
  position: true,
  update_cadence_seconds: true,
  materialized_result: true,
  materialized_updated_at: true,
  scheduled_update_at: true,
  job_status: true,
  job_progress: true,
});
export type PublicCard = z.infer<typeof publicCardSchema>;
export const publicCollectionSchema = z.object({
  collection: collectionSchema.pick({ id: true, name: true, description: true }),
  cards: z.array(publicCardSchema),
});
export const publicCardResponseSchema = z.object({
  card: publicCardSchema,
  collection: collectionSchema.pick({ id: true, name: true }),
});
export const publicCardStatusSchema = cardStatusSchema;
export const publicCollectionQuerySchema = z.object({ card_ids: cardIdList.optional() });
