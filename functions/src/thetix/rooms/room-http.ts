import type { RouteDefinition } from '@thetix/shared/api-routes';
import type { z } from 'zod';
import type { RouteHandler, RouteSpec } from '../../http/http-route';
import type { Caller, HttpResult } from '../../http/http-types';
import { routeEntry } from '../../http/route-entry';
import { buildJobLeases } from '../../jobs/job-lease';
import { buildJobQueue } from '../../jobs/job-queue';
import { systemClock } from '../../platform/clock';
import { randomId } from '../../platform/ids';
import { queueClient, queueUrl } from '../../platform/queue-client';
import { buildRateLimiter } from '../../platform/rate-limiter';
import { defaultTable } from '../../platform/table';
import type { RoomCaller, RoomServiceDependencies } from './room-service';

/** The process's clock, ids and job queue, for a room's service built on first use. */
export const roomServiceDependencies = (): RoomServiceDependencies => ({
  clock: systemClock,
  newId: randomId,
  // Under a lease, so a message lost before its first claim is sent again by the dispatcher (decision 166).
  enqueue: buildJobQueue({
    queue: queueClient(),
    queueUrl: () => queueUrl('jobs'),
    leases: buildJobLeases(defaultTable(), systemClock),
  }),
});

/** Every `user` route has a caller; an admin viewing as a user reads as them and writes nothing. */
export const roomCaller = (caller: Caller | undefined): RoomCaller => ({
  userId: caller!.userId,
  readOnly: caller!.impersonating,
});

/**
 * Questions a user may send a minute, new cards and chat turns together (decision 317): each starts a planner job,
 * and the queue and the planner are shared, so one user (a script) must not starve the others. A person asks a few
 * a minute; the WAF's token-keyed rule stops floods at the edge, this counts in the table behind it.
 */
export const ASKS_PER_MINUTE = 120;

export const ASK_LIMIT_MESSAGE = `Too many questions: at most ${ASKS_PER_MINUTE} a minute, cards and chats together. Please wait a minute and try again.`;

let askLimiter: ((client: string) => Promise<void>) | undefined;
const limitAsks = (userId: string) =>
  (askLimiter ??= buildRateLimiter({
    table: defaultTable(),
    clock: systemClock,
    name: 'asks',
    limit: ASKS_PER_MINUTE,
    windowSeconds: 60,
    message: ASK_LIMIT_MESSAGE,
  }))(userId);

/** A route of the caller's own room: 200 with the handler's answer, 204 when it answers nothing. */
export interface OwnerRouteSpec<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R,
> extends Omit<RouteSpec<P, Q, B, R>, 'handle'> {
  /** 201 for a create, 202 for a job accepted. */
  readonly status?: 201 | 202;
  /** The route starts a planner job: it counts against the user's {@link ASKS_PER_MINUTE} (429 past it). */
  readonly ask?: boolean;
  /** A plain answer, or (lists) an `HttpResult` with the headers it needs, such as `X-Next-Cursor`. */
  handle(
    owner: RoomCaller,
    input: Parameters<RouteSpec<P, Q, B, R>['handle']>[0],
  ): Promise<R | HttpResult<R>>;
}

/** One entry of a room's route table whose handler is given the caller as the room's owner. */
export function ownerRoute<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R,
>(spec: OwnerRouteSpec<P, Q, B, R>): [RouteDefinition, RouteHandler] {
  const { status, handle, ask, ...route } = spec;
  return routeEntry<P, Q, B, R>({
    ...route,
    handle: async (input) => {
      const owner = roomCaller(input.caller);
      // Counted once the request is valid and before any work; a read-only admin view writes nothing anyway.
      if (ask && !owner.readOnly) await limitAsks(owner.userId);
      const body = await handle(owner, input);
      return status ? { status, body: body as R } : body;
    },
  });
}
