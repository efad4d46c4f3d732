export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Spec §9: a trail shows at most this many segments, the ellipsis counted as one. */
export const MAX_BREADCRUMB_SEGMENTS = 5;

export type TrailSegment =
  | { kind: 'crumb'; label: string; to?: string; isCurrent: boolean }
  /** Stands for the left-out crumbs, which are kept for screen readers and the tooltip. */
  | { kind: 'ellipsis'; hidden: Crumb[] };

/**
 * The trail shown above a page: `home` ('Dashboard'), then `crumbs`, the last one being the current
 * page (never a link). Empty when there are no crumbs: on the dashboard a lone 'Dashboard' says
 * nothing. Longer than MAX_BREADCRUMB_SEGMENTS, it keeps the first and the last three and puts
 * an ellipsis in between, so the page's closest context stays visible.
 */
export function breadcrumbTrail(home: Crumb, crumbs: readonly Crumb[]): TrailSegment[] {
  if (crumbs.length === 0) return [];
  const all = [home, ...crumbs];
  const last = all.length - 1;
  const segment = (crumb: Crumb, index: number): TrailSegment => ({
    kind: 'crumb',
    label: crumb.label,
    ...(index === last || crumb.to === undefined ? {} : { to: crumb.to }),
    isCurrent: index === last,
  });
  if (all.length <= MAX_BREADCRUMB_SEGMENTS) return all.map(segment);

  const tailLength = MAX_BREADCRUMB_SEGMENTS - 2;
  const tailStart = all.length - tailLength;
  return [
    segment(all[0]!, 0),
    { kind: 'ellipsis', hidden: all.slice(1, tailStart) },
    ...all.slice(tailStart).map((crumb, offset) => segment(crumb, tailStart + offset)),
  ];
}
