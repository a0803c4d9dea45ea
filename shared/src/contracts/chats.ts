import * as z from 'zod';
import { widgetSchema } from '../thetix/widgets';
import { roomPageQueryFields } from './paging';
import { cardQuerySchema, hasControlCharacter, thetixIdSchema } from './thetix';

/**
 * Ask Thetix chats and chat collections (spec part 3 §3, §4, §7). A chat keeps its turns: each question with the
 * widgets that answered it. Field names are snake_case as the spec shows them.
 */

/** Spec part 3 §2 and §9. */
export const CHAT_TITLE_MAX = 50;
export const ACTION_PLAN_TITLE = 'Action Plan';
export const OPPORTUNITY_CHATS_NAME = 'Opportunity Chats';
export const QUERY_CANCELLED_MESSAGE = 'Query was cancelled.';
/** A chat keeps at most this many turns; older ones stay readable but a new question starts a new chat. */
export const MAX_CHAT_TURNS = 50;

export const chatCollectionTypeSchema = z.enum(['opportunity', 'general', 'reports']);
export const chatTypeSchema = z.enum(['general', 'opportunity', 'dashboard', 'report']);
export type ChatType = z.infer<typeof chatTypeSchema>;
export const reportTypeSchema = z.enum(['daily', 'weekly', 'onboarding']);
export type ReportType = z.infer<typeof reportTypeSchema>;
export const chatJobStatusSchema = z.enum(['pending', 'processing', 'failed', 'cancelled']);

/** What the client may put in meta_data; the server adds the report fields itself. */
export const chatMetaDataSchema = z
  .object({
    opportunity_id: z.string().trim().max(128).optional(),
    collection_type: chatCollectionTypeSchema.optional(),
    account_name: z.string().trim().max(100).optional(),
    account_id: z.string().trim().max(128).optional(),
    is_agent_report: z.boolean().optional(),
    report_type: reportTypeSchema.optional(),
    agent_report_completed: z.boolean().optional(),
    report_period: z.string().max(20).optional(),
    /** false: asked with `save_to_collection: false`, so kept out of its collection's list and gone after a day. */
    save_to_collection: z.literal(false).optional(),
  })
  .strip();
export type ChatMetaData = z.infer<typeof chatMetaDataSchema>;

export const chatTurnSchema = z.object({
  id: z.string(),
  user_query: z.string(),
  response: z.array(widgetSchema).nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  error: z.string().nullable(),
  debug_info: z.record(z.string(), z.unknown()).nullable(),
  dsl_template: z.array(z.record(z.string(), z.unknown())).nullable(),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const chatSchema = z.object({
  id: z.string(),
  collection_id: z.string(),
  title: z.string(),
  query: z.string(),
  content: z.array(chatTurnSchema),
  chat_type: chatTypeSchema,
  job_status: chatJobStatusSchema.nullable(),
  job_progress: z.string().nullable(),
  meta_data: chatMetaDataSchema,
  viewed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;
export const chatListSchema = z.array(chatSchema);
/** A page of GET /api/thetix-chats (with `limit` or `cursor`): newest first, `next_cursor` null on the last. */
export const chatPageSchema = z.object({ chats: chatListSchema, next_cursor: z.string().nullable() });
export type ChatPage = z.infer<typeof chatPageSchema>;
/** GET /api/thetix-chats: a page when asked for one, else the plain array (docs/api.md, "Paging"). */
export const chatListResponseSchema = z.union([chatListSchema, chatPageSchema]);
export const processResponseSchema = z.object({ saved_chat: chatSchema });

export const chatCollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  collection_type: chatCollectionTypeSchema,
  meta_data: z.record(z.string(), z.unknown()),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const chatCollectionListSchema = z.array(chatCollectionSchema);
export const chatCollectionPageSchema = z.object({
  collections: chatCollectionListSchema,
  next_cursor: z.string().nullable(),
});
/** GET /api/thetix-chat-collections: a page when asked for one, else the plain array. */
export const chatCollectionListResponseSchema = z.union([chatCollectionListSchema, chatCollectionPageSchema]);

const nameSchema = z
  .string('Collection name is required')
  .trim()
  .min(1, 'Collection name is required')
  .max(100, 'must be at most 100 characters');
const descriptionSchema = z.string().trim().max(500, 'must be at most 500 characters');
const metaRecord = z
  .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= 20, 'must have at most 20 keys');

export const createChatCollectionBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  collection_type: chatCollectionTypeSchema.default('general'),
  meta_data: metaRecord.default({}),
});
export const updateChatCollectionBodySchema = z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    meta_data: metaRecord.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'must change at least one field',
  );
export const chatCollectionQuerySchema = z.object({
  collection_type: chatCollectionTypeSchema.optional(),
  ...roomPageQueryFields,
});

const idList = (max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((entry) => entry.split(','))
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(thetixIdSchema).max(max, `must list at most ${max} ids`));

export const chatListQuerySchema = z.object({
  collection_id: thetixIdSchema.optional(),
  chat_type: chatTypeSchema.optional(),
  chat_ids: idList(100).optional(),
  ...roomPageQueryFields,
});
export const chatStatusQuerySchema = z.object({
  chat_ids: idList(100).optional(),
  collection_id: thetixIdSchema.optional(),
});
export const chatStatusListSchema = z.array(
  z.object({
    id: z.string(),
    job_status: chatJobStatusSchema.nullable(),
    job_progress: z.string().nullable(),
    updated_at: z.string(),
  }),
);
export const viewedStatusQuerySchema = z.object({ chat_ids: idList(100) });
export const viewedStatusSchema = z.array(z.object({ id: z.string(), viewed: z.boolean() }));
export const chatParamsSchema = z.object({ id: thetixIdSchema });

/** Strict: a body of unknown fields (a typo, another route's body) is refused, not made into a blank chat. */
export const createChatBodySchema = z.strictObject({
  collection_id: thetixIdSchema.optional(),
  title: z.string().trim().max(200).optional(),
  chat_type: chatTypeSchema.exclude(['report']).default('general'),
  meta_data: chatMetaDataSchema.default({}),
});
export const updateChatBodySchema = z
  .object({ title: z.string().trim().min(1).max(200).optional(), meta_data: chatMetaDataSchema.optional() })
  .refine(
    (body) => body.title !== undefined || body.meta_data !== undefined,
    'must change title or meta_data',
  );

const contextSchema = z.record(z.string().max(64), z.unknown()).optional();

/** How long a chat asked with `save_to_collection: false` is kept (TTL): long enough to read its answer. */
export const UNSAVED_CHAT_TTL_SECONDS = 86_400;

/** POST /api/thetix-chats/process. */
export const processBodySchema = z.object({
  query: cardQuerySchema,
  /** Extra instructions for a language-model planner (spec part 3 §7); the rule planner notes it and plans alone. */
  custom_prompt: z
    .string()
    .trim()
    .max(1000, 'must be at most 1000 characters')
    .refine((text) => !hasControlCharacter(text), 'must not contain control characters')
    .optional(),
  /** false: the chat is not kept in its collection (not listed, expires after a day); default true. */
  save_to_collection: z.boolean().optional(),
  collection_id: thetixIdSchema.optional(),
  chat_id: thetixIdSchema.optional(),
  chat_type: chatTypeSchema.exclude(['report']).optional(),
  meta_data: chatMetaDataSchema.optional(),
});
/** POST /api/thetix-chats/process-opportunity: `opportunity` is the card the drawer shows (its id is what counts). */
export const processOpportunityBodySchema = z.object({
  query: cardQuerySchema,
  opportunity: z.union([
    z.string().trim().min(1).max(128),
    z.looseObject({ id: z.string().trim().min(1).max(128) }),
  ]),
  collection_id: thetixIdSchema.optional(),
  chat_id: thetixIdSchema.optional(),
  meta_data: chatMetaDataSchema.optional(),
  context: contextSchema,
});
/** POST /api/thetix-chats/process-dashboard. */
export const processDashboardBodySchema = z.object({
  query: cardQuerySchema,
  account_id: z.string().trim().min(1).max(128).optional(),
  collection_id: thetixIdSchema.optional(),
  chat_id: thetixIdSchema.optional(),
  meta_data: chatMetaDataSchema.optional(),
  context: contextSchema,
});

/** GET /api/thetix-chats/suggestions: questions the server can answer, per opportunity type. */
export const suggestionsQuerySchema = z.object({
  opportunity_type: z
    .enum(['covered_call', 'option_roll', 'option_close', 'dashboard', 'general'])
    .default('general'),
});
export const suggestionsSchema = z.object({ welcome: z.string(), questions: z.array(z.string()) });
