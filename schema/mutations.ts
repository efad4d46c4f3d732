import type { ContextForAuth } from '@pothos/plugin-scope-auth';
import { builder, type AuthScopes } from './builder';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The context a resolver gets behind a scope: `signedIn` and `admin` with session and actor, `session` with the session. */
type ScopeContext<Scope extends keyof AuthScopes> = ContextForAuth<Types, Record<Scope, true>>;

interface MutationOptions<Scope extends keyof AuthScopes, Input, Payload> {
  /** Who may call it; a refusal is the scope's typed error (NotSignedInError, AccessDeniedError), which `errors` lists. */
  scope: Scope;
  /** The one required argument `input`, if the mutation takes any. */
  input?: PothosSchemaTypes.InputObjectRef<Types, Input>;
  payload: PothosSchemaTypes.ObjectRef<Types, Payload>;
  /** The typed errors the answer may be instead of the payload. */
  errors: (new (...args: never[]) => Error)[];
  description?: string;
  resolve: (ctx: ScopeContext<Scope>, input: Input) => Promise<Payload> | Payload;
}

/**
 * A mutation in the shape every mutation of this API has: an optional `input` argument, an answer
 * that is the payload or one of the listed typed errors, and a resolver that sees the context its
 * scope guarantees (no `ctx.session!`).
 */
export function mutation<Scope extends keyof AuthScopes, Input = undefined, Payload = unknown>(
  name: string,
  { scope, input, payload, errors, description, resolve }: MutationOptions<Scope, Input, Payload>,
): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: payload,
      description,
      authScopes: { [scope]: true },
      ...(input ? { args: { input: t.arg({ type: input, required: true }) } } : {}),
      errors: { types: errors },
      // The scope is checked before the resolver runs: the context is the one it guarantees. Pothos
      // types a resolver's result by a conditional type TypeScript cannot decide for a generic payload.
      resolve: (_root, args: { input?: Input }, ctx) => resolve(ctx as ScopeContext<Scope>, args.input as Input) as never,
    }),
  );
}
