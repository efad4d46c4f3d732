// Values computed once per actor object (the plan, the project access levels): a request creates its
// actor once, so a value lives as long as the request however many fields ask for it.
const memos = new WeakMap<object, Map<string, unknown>>();

export function memoForActor<T>(actor: object, key: string, create: () => T): T {
  let memo = memos.get(actor);
  if (!memo) memos.set(actor, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, create());
  return memo.get(key) as T;
}
