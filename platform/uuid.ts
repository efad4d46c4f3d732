const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from URLs and global ids are checked before they reach a uuid column (Postgres would fail on them). */
export const isUuid = (value: string) => UUID.test(value);

/** Matches no row: stands in for an id that is not a UUID, or for a missing viewer. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The id when it is a UUID, else NIL_UUID: for lookups by ids that come from outside. */
export const uuidOrNil = (value: string | null | undefined) => (value && isUuid(value) ? value : NIL_UUID);
