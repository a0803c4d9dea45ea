import type { ProductEventCount, ProductEventName } from '@thetix/shared/contracts/admin';
import { ForbiddenError } from '../http/errors';
import { NOT_ADMIN_MESSAGE } from '../http/middleware/impersonation';

export interface ProductEventCountDependencies {
  readonly isAdmin: (userId: string) => Promise<boolean>;
  readonly countDay: (event: ProductEventName, day: string) => Promise<number>;
  readonly now: Date;
}

/** The last `days` UTC days up to `now`'s, oldest first, as yyyy-mm-dd. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** An admin's count of one product event per day (checked against the signed-in identity, as the user search). */
export async function countProductEvents(
  adminUserId: string,
  event: ProductEventName,
  days: number,
  deps: ProductEventCountDependencies,
): Promise<ProductEventCount> {
  if (!(await deps.isAdmin(adminUserId))) throw new ForbiddenError(NOT_ADMIN_MESSAGE);
  const counted = await Promise.all(
    lastDays(deps.now, days).map(async (date) => ({ date, count: await deps.countDay(event, date) })),
  );
  return { event, days: counted, total: counted.reduce((sum, day) => sum + day.count, 0) };
}
