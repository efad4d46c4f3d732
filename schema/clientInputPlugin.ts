// Every argument a client sends passes here before any resolver sees it: text is checked for
// characters that do not belong in text, lists and pages are bounded, and global ids and cursors
// that are not of the shape this API issues are replaced by ones that match nothing, so they get
// the same clean answer as an unknown id instead of reaching the database.
import SchemaBuilder, {
  BasePlugin,
  decodeBase64,
  decodeCursorChunk,
  encodeBase64,
  encodeCursorChunk,
  type PartialResolveInfo,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { ValidationError, type FieldProblem } from '../domain/errors';
import { NIL_UUID, isUuid } from '../platform/uuid';
import { CLIENT_TEXT, LIST_MAX, textProblem, type TextRules } from '../common/clientText';

/** Extensions an input field or argument may carry to change the text rules. */
export const multilineText = { extensions: { multiline: true } } as const;

/**
 * The shape of a node type's ids, declared on the type (`extensions: { idFormat: 'slug' }`);
 * every other node type is keyed by a UUID.
 */
export type IdFormat = 'uuid' | 'slug';
const SLUG = /^[a-z0-9][a-z0-9-]{0,49}$/;
const idFormatOf = (type: GraphQLNamedType | undefined | null): IdFormat => (type?.extensions as { idFormat?: IdFormat } | undefined)?.idFormat ?? 'uuid';
const fitsFormat = (id: unknown, format: IdFormat) => typeof id === 'string' && (format === 'slug' ? SLUG.test(id) : isUuid(id));

const isNodeType = (schema: GraphQLSchema, name: string) => {
  const type = schema.getType(name);
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node');
};

/** Answers no node lookup: a public type, so the answer is null for anyone, signed in or not. */
const NOWHERE_TYPE = 'SubscriptionPlan';

function safeGlobalId(value: unknown, allowedTypes: string[] | null, schema: GraphQLSchema): string {
  const fallback = encodeGlobalID(allowedTypes?.[0] ?? NOWHERE_TYPE, NIL_UUID);
  if (typeof value !== 'string' || value.length > 200) return fallback;
  let decoded: string;
  try {
    decoded = decodeBase64(value);
  } catch {
    return fallback;
  }
  const separator = decoded.indexOf(':');
  const [typename, id] = [decoded.slice(0, separator), decoded.slice(separator + 1)];
  const allowed = allowedTypes ? allowedTypes.includes(typename) : isNodeType(schema, typename);
  if (separator < 1 || !allowed) return fallback;
  return fitsFormat(id, idFormatOf(schema.getType(typename))) ? value : encodeGlobalID(typename, NIL_UUID);
}

interface GlobalIdExtensions {
  isRelayGlobalID?: boolean;
  relayGlobalIDFor?: { typename: string }[] | null;
}

// Problems found while mapping the arguments, thrown inside the resolver, where a field that lists
// ValidationError turns them into its typed result. The same info object reaches both.
const pendingProblems = new WeakMap<PartialResolveInfo, FieldProblem[]>();

/** Walks one value along its input type: bounds lists, checks text, makes global ids safe. Returns the value to use. */
function checkValue(value: unknown, type: GraphQLInputType, path: string, extensions: Record<string, unknown>, schema: GraphQLSchema, problems: FieldProblem[]): unknown {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return checkValue(value, type.ofType, path, extensions, schema, problems);
  if (isListType(type)) {
    if (!Array.isArray(value)) return checkValue(value, type.ofType, path, extensions, schema, problems);
    const max = typeof extensions.maxItems === 'number' ? extensions.maxItems : LIST_MAX;
    if (value.length > max) {
      problems.push({ field: path, message: CLIENT_TEXT.tooManyItems(max) });
      return [];
    }
    return value.map((item: unknown, index) => checkValue(item, type.ofType, `${path}.${index}`, extensions, schema, problems));
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return value;
    const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const field of Object.values(type.getFields())) {
      if (field.name in result) result[field.name] = checkValue(result[field.name], field.type, path ? `${path}.${field.name}` : field.name, field.extensions as Record<string, unknown>, schema, problems);
    }
    return result;
  }
  const globalId = extensions as GlobalIdExtensions;
  if (globalId.isRelayGlobalID) return safeGlobalId(value, globalId.relayGlobalIDFor?.map((t) => t.typename) ?? null, schema);
  if (isScalarType(type) && typeof value === 'string') {
    const problem = textProblem(value, extensions as TextRules);
    if (problem) problems.push({ field: path, message: problem });
  }
  return value;
}

interface FieldIdentity {
  parentType: string;
  name: string;
}

/**
 * Checks and makes safe every argument of one field. Also runs with a partial info, when the Prisma
 * plugin plans a parent's query that loads this field (a related connection), hence the field is
 * looked up in the schema by name rather than taken from the info.
 */
function checkArgs(field: FieldIdentity, args: Record<string, unknown>, info: PartialResolveInfo): Record<string, unknown> {
  const parent = info.schema.getType(field.parentType);
  const definition = isObjectType(parent) ? parent.getFields()[field.name] : undefined;
  if (!definition) return args;
  const problems: FieldProblem[] = [];
  let checked: Record<string, unknown> = { ...args };
  for (const arg of definition.args) {
    // Mutations take one `input` object: its fields are named without the prefix, as the forms name them.
    const path = arg.name === 'input' ? '' : arg.name;
    if (arg.name in checked) checked[arg.name] = checkValue(checked[arg.name], arg.type, path, arg.extensions as Record<string, unknown>, info.schema, problems);
  }
  if (definition.args.some((a) => a.name === 'first') && definition.args.some((a) => a.name === 'after')) checked = checkPage(checked, definition.type, info.schema, problems);
  if (problems.length > 0) pendingProblems.set(info, problems);
  return checked;
}

function throwPendingProblems(info: PartialResolveInfo) {
  const problems = pendingProblems.get(info);
  if (problems) throw ValidationError.ofFields('Ungültige Eingabe', problems);
}

/** The node type of a connection (Connection.edges.node), whose id format its cursors share. */
function connectionNodeType(connection: GraphQLOutputType): GraphQLNamedType | undefined {
  let type = connection;
  while (isNonNullType(type)) type = type.ofType;
  if (!isObjectType(type)) return undefined;
  let edge = type.getFields().edges?.type;
  while (edge && (isNonNullType(edge) || isListType(edge))) edge = edge.ofType;
  if (!isObjectType(edge)) return undefined;
  let node = edge.getFields().node?.type;
  while (node && isNonNullType(node)) node = node.ofType;
  return node && isObjectType(node) ? node : undefined;
}

const NOWHERE_CURSOR = encodeBase64(`GPC:${encodeCursorChunk(NIL_UUID)}`);

/** A Prisma cursor on `id` of the node type's format, or one that matches no row. */
function safeCursor(cursor: unknown, format: IdFormat): unknown {
  if (typeof cursor !== 'string') return cursor;
  try {
    const decoded = decodeBase64(cursor);
    if (decoded.startsWith('GPC:') && fitsFormat(decodeCursorChunk(decoded.slice(4)), format)) return cursor;
  } catch {
    // Not base64 or not a cursor chunk: as unknown as a cursor can be.
  }
  return NOWHERE_CURSOR;
}

/** A negative page size is refused (and made 0 so the query planner never sees it); cursors are made safe. */
function checkPage(args: Record<string, unknown>, connection: GraphQLOutputType, schema: GraphQLSchema, problems: FieldProblem[]): Record<string, unknown> {
  const checked = { ...args };
  for (const name of ['first', 'last'] as const) {
    if (typeof checked[name] === 'number' && checked[name] < 0) {
      problems.push({ field: name, message: CLIENT_TEXT.pageSize(LIST_MAX) });
      checked[name] = 0;
    }
  }
  const given = (name: string) => checked[name] !== null && checked[name] !== undefined;
  // Pothos pages in one direction at a time and throws on a mix; the query planner must not see one.
  if ((given('after') || given('first')) && (given('before') || given('last'))) {
    problems.push({ field: given('before') ? 'before' : 'last', message: CLIENT_TEXT.pageDirection });
    checked.before = null;
    checked.last = null;
  }
  // Every connection of this API pages with Prisma's cursor on the node's id (t.prismaConnection
  // and t.relatedConnection with cursor: 'id'); Pothos keeps no record of that option to read here.
  const node = connectionNodeType(connection);
  if (!node || !isNodeType(schema, node.name)) return checked;
  const format = idFormatOf(node);
  return { ...checked, after: safeCursor(checked.after, format), before: safeCursor(checked.before, format) };
}

export class ClientInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (Object.keys(fieldConfig.args).length === 0) return fieldConfig;
    const field = { parentType: fieldConfig.parentType, name: fieldConfig.name };
    // First, before the relay plugin decodes global ids (it throws on malformed ones).
    return { ...fieldConfig, argMappers: [(args, _ctx, info) => checkArgs(field, args, info), ...fieldConfig.argMappers] };
  }

  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    return (parent, args, context, info) => {
      throwPendingProblems(info);
      return resolver(parent, args, context, info);
    };
  }

  override wrapSubscribe(subscribe: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    if (!subscribe || Object.keys(fieldConfig.args).length === 0) return subscribe;
    return (parent, args, context, info) => {
      throwPendingProblems(info);
      return subscribe(parent, args, context, info);
    };
  }
}

const pluginName = 'clientInput';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos declares its plugins in this namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      clientInput: ClientInputPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, ClientInputPlugin);

export default pluginName;
