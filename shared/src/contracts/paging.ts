import * as z from 'zod';

/**
 * Paging of list routes (docs/api.md, "Paging"; the history's convention, issue 19, reused by the Thetix and chat
 * lists, issue 33): `limit` and an opaque `cursor` (the `next_cursor` of the page before, base64url) in the query;
 * a page answers `{ <items>, next_cursor }`, `next_cursor` null on the last page. No answer is built past 1 MB.
 */
export const LIST_MAX_RESPONSE_BYTES = 1_000_000;

/** The Thetix and chat lists: 50 items a page unless `limit` asks otherwise, never more than 100. */
export const ROOM_LIST_DEFAULT_LIMIT = 50;
export const ROOM_LIST_MAX_LIMIT = 100;

export const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** `limit`: a whole number from 1 to `max`; blank is absent. */
export const pageLimitSchema = (max: number) =>
  z.preprocess(
    blankIsAbsent,
    z.coerce
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(max, `must be at most ${max}`)
      .optional(),
  );

/** `cursor`: a `next_cursor` as the server made it (whether it is one of this list is the server's check). */
export const pageCursorSchema = z.preprocess(
  blankIsAbsent,
  z
    .string()
    .max(1000, 'must be at most 1000 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from next_cursor')
    .optional(),
);

/** The query fields of a paged list route. */
export const roomPageQueryFields = {
  limit: pageLimitSchema(ROOM_LIST_MAX_LIMIT),
  cursor: pageCursorSchema,
};
