// Plan, permission and limit rules of spec part 1 §5, §6 and §9. Pure functions: the schema's
// authorisation and the usage checks of later features call these, nothing else decides.
import { germanDay } from '../../common/dates';
import { ADMIN_FEATURES, CREDIT_COSTS, LIMIT_NAMES, UNLIMITED, featuresForTier, type CreditAction, type LimitName, type Tier } from '../../common/plans';
import { PLAN_CATALOG } from './catalog';

/** Case-insensitive: a plan whose name contains starter, professional or enterprise has that tier; anything else is free. */
export function tierFromPlanName(name: string | null | undefined): Tier {
  const lower = (name ?? '').toLowerCase();
  for (const tier of ['enterprise', 'professional', 'starter'] as const) if (lower.includes(tier)) return tier;
  return 'free';
}

/** The features a user has: those of the tier, and for admins the admin features as well. */
export function featuresFor(tier: Tier, isAdmin: boolean): Set<string> {
  return new Set([...featuresForTier(tier), ...(isAdmin ? ADMIN_FEATURES : [])]);
}

/** Used when the permissions cannot be loaded at all (spec §6). */
export const FALLBACK_PERMISSIONS = {
  tier: 'free' as Tier,
  features: new Set(['basic']),
  dailyLimits: { aiCalls: 5, protocols: 1, actionItems: 10 },
} as const;

/** -1 is unlimited; otherwise the usage must be at most the limit. */
export const isWithinLimit = (usage: number, limit: number) => limit === UNLIMITED || usage <= limit;

/** Credit use is allowed when the balance is at least the amount. */
export const hasCredits = (balance: number, amount: number) => balance >= amount;

/** Admins always pass; everyone else needs the feature and enough credits. */
export function passesFeatureCheck(input: { isAdmin: boolean; features: Set<string>; feature: string; balance: number; cost: number }): boolean {
  return input.isAdmin || (input.features.has(input.feature) && hasCredits(input.balance, input.cost));
}

export type { CreditAction };
export const creditCost = (action: CreditAction) => CREDIT_COSTS[action];

/** Meeting hours charged for a recording: minutes divided by 60, rounded up. */
export const meetingHoursCost = (minutes: number) => Math.ceil(minutes / 60);

/** 'YYYY-MM-DD' of the day as it is in Germany: the period of the daily limits. */
export const usageDayKey = (at: Date): string => germanDay(at);

/** Usage is counted per month under 'YYYY-MM', the month as it is in Germany. */
export const usageMonthKey = (at: Date): string => usageDayKey(at).slice(0, 7);

export type AccessLevel = 'full' | 'read-only' | 'none';

export interface ProjectForAccess {
  id: string;
  createdAt: Date;
  archived: boolean;
}

/** The project list's order everywhere: newest first, the id settling ties. */
export const newestFirst = (a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Newest first, the first maxProjects active projects have full access, the other active ones are
 * read-only; archived projects are always read-only and take no slot. null means unlimited.
 */
export function projectAccess(projects: readonly ProjectForAccess[], maxProjects: number | null): Map<string, AccessLevel> {
  const access = new Map<string, AccessLevel>();
  const active = projects.filter((p) => !p.archived).sort(newestFirst);
  active.forEach((project, index) => access.set(project.id, maxProjects === null || index < maxProjects ? 'full' : 'read-only'));
  for (const project of projects) if (project.archived) access.set(project.id, 'read-only');
  return access;
}

export function accessFlags(level: AccessLevel) {
  const full = level === 'full';
  return {
    canView: level !== 'none',
    canEdit: full,
    canDelete: full,
    canCreateProtocol: full,
    canInvite: full,
    canCreateAgenda: full,
    isReadOnly: level === 'read-only',
    hasFullAccess: full,
  };
}

const FREE_LIMITS = PLAN_CATALOG.find((plan) => plan.id === 'free')!.limits;

/**
 * A plan's limits from its rows: missing plan data (null) means the free plan's limits; a limit the
 * plan does not list is unlimited (-1).
 */
export function planLimits(rows: readonly { name: string; value: number }[] | null | undefined): Record<LimitName, number> {
  if (!rows) return { ...FREE_LIMITS };
  const limits = Object.fromEntries(LIMIT_NAMES.map((name) => [name, UNLIMITED])) as Record<LimitName, number>;
  for (const row of rows) if ((LIMIT_NAMES as readonly string[]).includes(row.name)) limits[row.name as LimitName] = row.value;
  return limits;
}

/** maxProjects as the access rules read it: null means unlimited. */
export const maxProjectsOf = (limits: Record<LimitName, number>): number | null =>
  limits.max_projects === UNLIMITED ? null : limits.max_projects;

export function projectLimitInfo(projects: readonly ProjectForAccess[], maxProjects: number | null) {
  const activeCount = projects.filter((p) => !p.archived).length;
  const isUnlimited = maxProjects === null;
  const accessibleProjects = isUnlimited ? activeCount : Math.min(activeCount, maxProjects);
  return {
    canCreateNew: isUnlimited || activeCount < maxProjects,
    currentCount: activeCount,
    maxAllowed: maxProjects,
    accessibleProjects,
    restrictedProjects: activeCount - accessibleProjects,
    isUnlimited,
  };
}
