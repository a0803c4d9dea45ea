import {
  CARD_NOT_FOUND,
  duplicateCollectionName,
  MAX_CARDS_PER_COLLECTION,
  MAX_COLLECTIONS,
  PUBLIC_CARD_UNAVAILABLE,
  PUBLIC_COLLECTION_UNAVAILABLE,
  sameCollectionName,
  type Card,
  type CardCollection,
  type PublicCard,
  type UpdateCadence,
} from '@thetix/shared/contracts/thetix';
import { LLM_REFRESH_COOLDOWN_SECONDS } from '@thetix/shared/thetix/plan';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '../http/errors';
import {
  cardKey,
  THETIX_CARD_JOB,
  toCard,
  toCollection,
  toPublicCard,
  type StoredCard,
  type StoredCollection,
} from './card-entities';
import type { CardRepository, NewCard } from './card-repository';
import { hideDollarAmounts, maskDollarText } from './public-amounts';
import { pageOfList, type ListPage, type ListPageRequest } from '../http/list-page';
import { rearmed } from './alerts/alert-evaluation';
import {
  found,
  oncePerUser,
  shortIds,
  type RoomCaller,
  type RoomServiceDependencies,
} from './rooms/room-service';

/** The default collection every user gets on first use, with example cards that answer well on the local defaults. */
export const DEFAULT_COLLECTION_NAME = 'My Thetix Cards';
export const EXAMPLE_CARDS: readonly { query: string; cadence: UpdateCadence }[] = [
  { query: 'Show my positions', cadence: 3600 },
  { query: 'Best covered calls on my holdings this week', cadence: 900 },
  { query: 'My option and dividend income this year by month', cadence: 86400 },
  { query: 'Chart AAPL vs MSFT over the last 90 days', cadence: 3600 },
];

export const messages = {
  collectionNotFound: 'Collection not found',
  cardNotFound: CARD_NOT_FOUND,
  defaultNotDeletable: 'The default collection cannot be deleted. Make another collection the default first.',
  sameCollection: 'The card is already in that collection: choose another one',
  tooManyCollections: `You can keep at most ${MAX_COLLECTIONS} collections`,
  tooManyCards: `A collection can hold at most ${MAX_CARDS_PER_COLLECTION} cards`,
  notInvited: 'Thetix is available to invited users: your profile is not set up yet',
  reorderMismatch: 'Some of these cards are not in this collection any more: reload and try again',
  alertNotFound: 'This card has no such alert: refresh the card and try again',
  alertNotTriggered: 'This alert has not triggered: it is still armed',
  alertChanged: 'This alert changed meanwhile: refresh the card and try again',
  cooldown: (seconds: number) =>
    `Rate limited. Wait ${Math.ceil(seconds / 60)}m: a card answered by a language model refreshes at most once every 10 minutes (${seconds} s left)`,
};

export interface CardServiceDependencies extends RoomServiceDependencies {
  readonly cards: CardRepository;
}

export type CardCaller = RoomCaller;

/**
 * Thetix cards and card collections (spec part 3 §2-§7). Creating or changing a card writes it pending and sends a
 * card job; the job plans and materializes (card-job.ts). Everything is read in the caller's own partition.
 */
export function buildCardService(deps: CardServiceDependencies) {
  const { cards, clock } = deps;
  const shortId = shortIds(deps.newId);
  const now = () => clock.now().toISOString();

  const enqueueRun = (userId: string, cardId: string, run: string) =>
    deps.enqueue({ kind: THETIX_CARD_JOB, key: cardKey(userId, cardId), run });

  /** The default collection and example cards, made once on the user's first use of Thetix (never while read-only). */
  const ensureSetUp = oncePerUser(async (caller) => {
    if (await cards.isSetUp(caller.userId)) return;
    const at = now();
    const collection: StoredCollection = {
      userId: caller.userId,
      id: shortId(),
      name: DEFAULT_COLLECTION_NAME,
      description: 'Example cards to start from: edit, refresh or delete them.',
      isDefault: true,
      isPublic: false,
      hideAmounts: false,
      position: 0,
      createdAt: at,
      updatedAt: at,
    };
    const examples: NewCard[] = EXAMPLE_CARDS.map((example, position) => ({
      userId: caller.userId,
      id: shortId(),
      collectionId: collection.id,
      query: example.query,
      position,
      cadenceSeconds: example.cadence,
      run: `create:${at}`,
      now: at,
    }));
    const outcome = await cards.setUp(caller.userId, collection, examples);
    if (outcome === 'no-profile') throw new ForbiddenError(messages.notInvited, 'NOT_INVITED');
    if (outcome === 'done') for (const card of examples) await enqueueRun(card.userId, card.id, card.run);
  });

  const requireCollection = (userId: string, id: string) =>
    found(cards.getCollection(userId, id), messages.collectionNotFound);
  const requireCard = (userId: string, id: string) => found(cards.getCard(userId, id), messages.cardNotFound);

  /** When the next refresh is allowed for a card whose prose a language model writes; null: no cooldown. */
  const refreshAvailableAt = (card: StoredCard, modelProse: boolean): string | null => {
    if (!modelProse || !card.lastRefreshAt) return null;
    const at = Date.parse(card.lastRefreshAt) + LLM_REFRESH_COOLDOWN_SECONDS * 1000;
    return at > clock.now().getTime() ? new Date(at).toISOString() : null;
  };
  const present = (card: StoredCard): Card => toCard(card, refreshAvailableAt(card, usesModelProse(card)));

  /** Names are unique per user, trimmed and case-insensitive (issue 30 item 4): 409 naming the clash. */
  const refuseDuplicateName = (existing: readonly StoredCollection[], name: string, exceptId?: string) => {
    const clash = existing.find((item) => item.id !== exceptId && sameCollectionName(item.name, name));
    if (clash) throw new ConflictError(duplicateCollectionName(name.trim()));
  };

  /** A public card as its collection shows it: with its dollar amounts hidden when the owner chose so. */
  const publicView = (card: StoredCard, collection: StoredCollection): PublicCard => {
    const view = toPublicCard(card);
    if (!collection.hideAmounts) return view;
    return {
      ...view,
      query: maskDollarText(view.query),
      materialized_result: view.materialized_result && hideDollarAmounts(view.materialized_result),
    };
  };

  const sortCards = (list: StoredCard[]) =>
    list.sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt));

  return {
    /** GET /api/thetix-card-collections: a page of the caller's collections by position, with their card counts. */
    async listCollections(caller: CardCaller, page: ListPageRequest): Promise<ListPage<CardCollection>> {
      await ensureSetUp(caller);
      const [collections, index] = await Promise.all([
        cards.listCollections(caller.userId),
        cards.cardIndex(caller.userId),
      ]);
      const listed = collections.map((collection) =>
        toCollection(
          collection,
          index.filter((card) => card.collectionId === collection.id && card.jobStatus !== 'cancelled')
            .length,
        ),
      );
      return pageOfList({
        entries: listed,
        keyOf: (collection) => [finiteOrZero(collection.position), collection.created_at, collection.id],
        order: CARD_ORDER,
        request: page,
        load: async (chunk) => chunk,
      });
    },

    async createCollection(
      caller: CardCaller,
      body: { name: string; description: string; is_public: boolean; hide_amounts: boolean },
    ) {
      await ensureSetUp(caller);
      const existing = await cards.listCollections(caller.userId);
      if (existing.length >= MAX_COLLECTIONS) throw new ConflictError(messages.tooManyCollections);
      refuseDuplicateName(existing, body.name);
      const at = now();
      const collection: StoredCollection = {
        userId: caller.userId,
        id: shortId(),
        name: body.name,
        description: body.description,
        isDefault: existing.length === 0,
        isPublic: body.is_public,
        hideAmounts: body.hide_amounts,
        position: existing.reduce((max, item) => Math.max(max, item.position + 1), 0),
        createdAt: at,
        updatedAt: at,
      };
      await cards.putCollection(collection);
      return toCollection(collection, 0);
    },

    async updateCollection(
      caller: CardCaller,
      id: string,
      body: {
        name?: string;
        description?: string;
        is_default?: true;
        is_public?: boolean;
        hide_amounts?: boolean;
      },
    ): Promise<CardCollection> {
      const collection = await requireCollection(caller.userId, id);
      const at = now();
      if (body.name !== undefined)
        refuseDuplicateName(await cards.listCollections(caller.userId), body.name, id);
      if (
        body.name !== undefined ||
        body.description !== undefined ||
        body.is_public !== undefined ||
        body.hide_amounts !== undefined
      )
        if (
          !(await cards.updateCollection(
            caller.userId,
            id,
            {
              name: body.name,
              description: body.description,
              isPublic: body.is_public,
              hideAmounts: body.hide_amounts,
            },
            at,
          ))
        )
          throw new NotFoundError(messages.collectionNotFound);
      if (body.is_default && !collection.isDefault) {
        const former = (await cards.listCollections(caller.userId)).find((item) => item.isDefault);
        if (!(await cards.setDefault(caller.userId, id, former?.id, at)))
          throw new NotFoundError(messages.collectionNotFound);
      }
      const updated = await requireCollection(caller.userId, id);
      const index = await cards.cardIndex(caller.userId);
      return toCollection(
        updated,
        index.filter((card) => card.collectionId === id && card.jobStatus !== 'cancelled').length,
      );
    },

    async deleteCollection(caller: CardCaller, id: string): Promise<void> {
      const collection = await requireCollection(caller.userId, id);
      if (collection.isDefault) throw new ConflictError(messages.defaultNotDeletable);
      const cardIds = (await cards.cardIndex(caller.userId))
        .filter((card) => card.collectionId === id)
        .map((card) => card.id);
      if (!(await cards.deleteCollection(caller.userId, id, cardIds)))
        throw new ConflictError(messages.defaultNotDeletable);
    },

    async reorder(
      caller: CardCaller,
      collectionId: string,
      positions: readonly { id: string; position: number }[],
    ) {
      await requireCollection(caller.userId, collectionId);
      const ids = new Set(positions.map((entry) => entry.id));
      if (ids.size !== positions.length) throw new BadRequestError('positions lists a card twice');
      if (!(await cards.reorder(caller.userId, collectionId, positions)))
        throw new ConflictError(messages.reorderMismatch);
      return this.collectionStatus(caller, collectionId);
    },

    async collectionStatus(caller: CardCaller, collectionId: string) {
      await requireCollection(caller.userId, collectionId);
      const index = (await cards.cardIndex(caller.userId)).filter(
        (card) => card.collectionId === collectionId && card.jobStatus !== 'cancelled',
      );
      return {
        id: collectionId,
        cards: index
          .sort((a, b) => a.position - b.position)
          .map((card) => ({
            id: card.id,
            scheduled_update_at: card.scheduledAt,
            materialized_updated_at: card.materializedAt,
            job_status: card.jobStatus as Card['job_status'],
            job_progress: card.jobProgress,
          })),
      };
    },

    /**
     * GET /api/thetix-cards: a page of the caller's cards, of one collection or by ids, by position; cancelled cards
     * are hidden. The brief index picks the page; only the page's cards are read in full.
     */
    async listCards(
      caller: CardCaller,
      query: { collection_id?: string; card_ids?: string[] },
      page: ListPageRequest,
    ): Promise<ListPage<Card>> {
      await ensureSetUp(caller);
      if (query.collection_id) await requireCollection(caller.userId, query.collection_id);
      const wanted = query.card_ids ? new Set(query.card_ids) : undefined;
      const entries = (await cards.cardIndex(caller.userId)).filter(
        (card) =>
          card.jobStatus !== 'cancelled' &&
          (!query.collection_id || card.collectionId === query.collection_id) &&
          (!wanted || wanted.has(card.id)),
      );
      return pageOfList({
        entries,
        keyOf: (card) => [finiteOrZero(card.position), card.createdAt, card.id],
        order: CARD_ORDER,
        request: page,
        load: async (chunk) =>
          (
            await cards.getCards(
              caller.userId,
              chunk.map((card) => card.id),
            )
          ).map(present),
      });
    },

    async getCard(caller: CardCaller, id: string): Promise<{ card: Card; collection: CardCollection }> {
      const card = await requireCard(caller.userId, id);
      const collection = await cards.getCollection(caller.userId, card.collectionId);
      if (!collection) throw new NotFoundError(messages.cardNotFound);
      const count = (await cards.cardIndex(caller.userId)).filter(
        (item) => item.collectionId === collection.id,
      ).length;
      return { card: present(card), collection: toCollection(collection, count) };
    },

    async createCard(
      caller: CardCaller,
      body: { user_query: string; collection_id: string; update_cadence_seconds?: number },
    ): Promise<Card> {
      await ensureSetUp(caller);
      await requireCollection(caller.userId, body.collection_id);
      const inCollection = (await cards.cardIndex(caller.userId)).filter(
        (card) => card.collectionId === body.collection_id,
      );
      if (inCollection.length >= MAX_CARDS_PER_COLLECTION) throw new ConflictError(messages.tooManyCards);
      const at = now();
      const card: NewCard = {
        userId: caller.userId,
        id: shortId(),
        collectionId: body.collection_id,
        query: body.user_query,
        position: topPosition(inCollection),
        cadenceSeconds: body.update_cadence_seconds ?? 0,
        run: `create:${at}`,
        now: at,
      };
      if (!(await cards.createCard(card))) throw new NotFoundError(messages.collectionNotFound);
      await enqueueRun(card.userId, card.id, card.run);
      return present(await requireCard(caller.userId, card.id));
    },

    /** PUT: a new question plans again; the same question with a new cadence only re-runs and re-schedules. */
    async updateCard(
      caller: CardCaller,
      id: string,
      body: { user_query: string; update_cadence_seconds?: number },
    ) {
      const card = await requireCard(caller.userId, id);
      const newQuery = body.user_query !== card.query;
      const run = `update:${now()}:${shortId()}`;
      if (
        !(await cards.requestRun(caller.userId, id, run, now(), {
          onlyIfIdle: false,
          query: newQuery ? body.user_query : undefined,
          replan: newQuery,
          cadenceSeconds: body.update_cadence_seconds,
        }))
      )
        throw new NotFoundError(messages.cardNotFound);
      await enqueueRun(caller.userId, id, run);
      return present(await requireCard(caller.userId, id));
    },

    /**
     * Re-materializes the stored plan (no re-planning). A card already pending or processing is answered as it is.
     * A card whose prose a language model writes refreshes at most once per 600 s: 429 with the seconds left.
     */
    async refreshCard(caller: CardCaller, id: string): Promise<Card> {
      const card = await requireCard(caller.userId, id);
      if (card.jobStatus === 'pending' || card.jobStatus === 'processing') return present(card);
      const availableAt = refreshAvailableAt(card, usesModelProse(card));
      if (availableAt) {
        const seconds = Math.ceil((Date.parse(availableAt) - clock.now().getTime()) / 1000);
        throw new TooManyRequestsError(messages.cooldown(seconds));
      }
      const run = `refresh:${now()}:${shortId()}`;
      if (
        await cards.requestRun(caller.userId, id, run, now(), {
          onlyIfIdle: true,
          countsAsRefresh: true,
          replan: card.plan === null,
        })
      )
        await enqueueRun(caller.userId, id, run);
      return present(await requireCard(caller.userId, id));
    },

    async cancelCard(caller: CardCaller, id: string): Promise<Card> {
      const card = await requireCard(caller.userId, id);
      if (card.jobStatus !== 'pending' && card.jobStatus !== 'processing')
        throw new ConflictError('This card is not being updated: there is nothing to cancel');
      await cards.cancel(caller.userId, id, card.result !== null, now());
      return present(await requireCard(caller.userId, id));
    },

    /**
     * Arms a triggered price alert again (docs/thetix.md, "Alerts"): a new arming, stored only if the alert is still
     * the triggered one read here, then a run of the card so it shows the alert armed. It fires on the next crossing.
     */
    async rearmAlert(caller: CardCaller, id: string, alertId: string): Promise<Card> {
      const card = await requireCard(caller.userId, id);
      const alert = card.alerts.get(alertId);
      if (!alert) throw new NotFoundError(messages.alertNotFound);
      if (alert.state !== 'triggered') throw new ConflictError(messages.alertNotTriggered);
      if (!(await cards.saveAlert(caller.userId, id, alertId, rearmed(alert, clock.now()), alert.rev)))
        throw new ConflictError(messages.alertChanged);
      const run = `rearm:${now()}:${shortId()}`;
      // Not idle-only: a run in flight read the triggered state and would store it; this one supersedes it.
      if (
        await cards.requestRun(caller.userId, id, run, now(), {
          onlyIfIdle: false,
          replan: card.plan === null,
        })
      )
        await enqueueRun(caller.userId, id, run);
      return present(await requireCard(caller.userId, id));
    },

    async deleteCard(caller: CardCaller, id: string): Promise<void> {
      if (!(await cards.deleteCard(caller.userId, id))) throw new NotFoundError(messages.cardNotFound);
    },

    async moveCard(caller: CardCaller, id: string, targetId: string) {
      const card = await requireCard(caller.userId, id);
      if (card.collectionId === targetId) throw new BadRequestError(messages.sameCollection);
      await requireCollection(caller.userId, targetId);
      const inTarget = (await cards.cardIndex(caller.userId)).filter(
        (item) => item.collectionId === targetId,
      );
      if (inTarget.length >= MAX_CARDS_PER_COLLECTION) throw new ConflictError(messages.tooManyCards);
      if (!(await cards.moveCard(caller.userId, id, targetId, topPosition(inTarget))))
        throw new NotFoundError(messages.collectionNotFound);
      return { old_collection_id: card.collectionId, new_collection_id: targetId };
    },

    /** A public collection with its cards; a private or missing one is the spec's 404 message. */
    async publicCollection(id: string, cardIds?: readonly string[]) {
      const group = await cards.collectionGroup(id);
      const collection = group.collection;
      if (!collection?.isPublic) throw new NotFoundError(PUBLIC_COLLECTION_UNAVAILABLE);
      const wanted = cardIds ? new Set(cardIds) : undefined;
      const list = sortCards(
        group.cards.filter((card) => card.jobStatus !== 'cancelled' && (!wanted || wanted.has(card.id))),
      );
      return {
        collection: {
          id: collection.id,
          name: collection.name,
          description: collection.description,
        },
        cards: list.map((card) => publicView(card, collection)),
      };
    },

    async publicCollectionStatus(id: string) {
      const { collection, cards: list } = await this.publicCollection(id);
      return {
        id: collection.id,
        cards: list.map((card) => ({
          id: card.id,
          scheduled_update_at: card.scheduled_update_at,
          materialized_updated_at: card.materialized_updated_at,
          job_status: card.job_status,
          job_progress: card.job_progress,
        })),
      };
    },

    /** A card of a public collection; anything else is the spec's 404 message. */
    async publicCard(id: string): Promise<{ card: PublicCard; collection: { id: string; name: string } }> {
      const owner = await cards.cardOwner(id);
      const card = owner ? await cards.getCard(owner, id) : undefined;
      const collection = card && owner ? await cards.getCollection(owner, card.collectionId) : undefined;
      if (!card || !collection?.isPublic || card.jobStatus === 'cancelled')
        throw new NotFoundError(PUBLIC_CARD_UNAVAILABLE);
      return { card: publicView(card, collection), collection: { id: collection.id, name: collection.name } };
    },
  };
}

/** Cards and card collections are listed by position, then creation, then id (a total order for the cursor). */
const CARD_ORDER = ['asc', 'asc', 'asc'] as const;
/** A position stored damaged (not a number) sorts first rather than breaking the order. */
const finiteOrZero = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * A card that arrives in a collection (created there, or moved there) goes on top: one below the lowest position,
 * so none of the others is rewritten; positions may go below 0 until the next reorder numbers them 0..n-1 again.
 */
const topPosition = (inCollection: readonly { position: number }[]): number =>
  inCollection.length === 0 ? 0 : Math.min(...inCollection.map((item) => finiteOrZero(item.position))) - 1;

/** Whether a card's prose comes from a language model (then the 600 s refresh cooldown applies). */
const usesModelProse = (card: StoredCard): boolean => card.modelProse;

export type CardService = ReturnType<typeof buildCardService>;
