const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from URLs and global ids are checked before they reach a uuid column (Postgres would fail on them). */
export const isUuid = (value: string) => UUID.test(value);
