// Values computed once per GraphQL request (the viewer's plan, the project access levels, batch
// loaders), however many fields ask for them. Keyed by the request object, so nothing outlives it.
const memos = new WeakMap<object, Map<string, unknown>>();

export function memoPerRequest<T>(ctx: { request: object }, key: string, create: () => T): T {
  let memo = memos.get(ctx.request);
  if (!memo) memos.set(ctx.request, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, create());
  return memo.get(key) as T;
}
