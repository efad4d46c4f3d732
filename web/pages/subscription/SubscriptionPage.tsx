import type { ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { planAction, resourceLimit, dailyUsage, statusLabel } from '../../features/plans/planLabels';
import { PlanCard } from '../../features/plans/PlanCard';
import { QuotaBars } from '../../features/plans/QuotaBars';
import { AppLayout } from '../../features/shell/AppLayout';
import { dePlans } from '../../i18n/dePlans';
import { formatDate } from '../../../common/dates';
import { formatCount, formatMonthKey } from '../../lib/hoursMinutes';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import type { SubscriptionPageQuery } from './__generated__/SubscriptionPageQuery.graphql';
import { PageHeading, PrivatePageTitle } from '../../ui/PageHead';

// The page's one query, preloaded by its route (app/routes.tsx).
const subscriptionPageQuery = graphql`
  query SubscriptionPageQuery {
    viewer {
      ...AppLayout_viewer
      ...QuotaBars_viewer
      subscription {
        planId
        planName
        status
        currentPeriodEnd
        trialEnd
        limits {
          maxProjects
          meetingHoursPerMonth
          aiCreditsPerMonth
        }
        dailyLimits {
          aiCalls
          protocols
          actionItems
        }
      }
      usage {
        monthKey
        chatbotQueries
        projectsCreated
        protocolsCreated
        exportsGenerated
        protocolsReviewed
        protocolsFinalized
        commentsCreated
        actionItemsCreated
        dailyChatbotQueries
        dailyProtocolsCreated
        dailyActionItemsCreated
      }
    }
    plans(first: 20) {
      edges {
        node {
          id
          slug
          ...PlanCard_plan
        }
      }
    }
  }
`;

const t = dePlans.subscription;
const MONTHLY_USAGE = ['chatbotQueries', 'projectsCreated', 'protocolsCreated', 'exportsGenerated', 'protocolsReviewed', 'protocolsFinalized', 'commentsCreated', 'actionItemsCreated'] as const;

/** /subscription: the viewer's plan, its limits, this month's usage and the plans on offer. */
export default function SubscriptionPage({ queryRef }: RouteQueryProps<SubscriptionPageQuery>) {
  const { viewer, plans } = usePreloadedQuery<SubscriptionPageQuery>(subscriptionPageQuery, queryRef);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  const { subscription, usage } = viewer;
  const planNodes = plans.edges.map((edge) => edge.node);
  const currentIndex = planNodes.findIndex((plan) => plan.slug === subscription.planId);

  return (
    <AppLayout viewer={viewer} breadcrumbs={[{ label: t.breadcrumb }]}>
      <PrivatePageTitle title={t.pageTitle} />
      <div className="flex flex-col gap-6">
        <PageHeading title={t.title} intro={t.intro} />

        <div className="grid gap-6 lg:grid-cols-2">
          <Section id="current-plan" title={t.currentPlan}>
            <p className="text-2xl font-bold text-slate-950">{subscription.planName}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t.status}</dt>
              <dd>
                <span className="inline-flex rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  {statusLabel(subscription.status)}
                </span>
              </dd>
              {subscription.currentPeriodEnd && (
                <>
                  <dt className="text-slate-600">{t.periodEnd}</dt>
                  <dd className="font-medium text-slate-950">{formatDate(subscription.currentPeriodEnd)}</dd>
                </>
              )}
              {subscription.trialEnd && (
                <>
                  <dt className="text-slate-600">{t.trialEnd}</dt>
                  <dd className="font-medium text-slate-950">{formatDate(subscription.trialEnd)}</dd>
                </>
              )}
            </dl>
            <h3 className="mt-6 mb-3 text-sm font-semibold text-slate-950">{t.availability}</h3>
            <QuotaBars viewer={viewer} />
          </Section>

          <Section id="plan-limits" title={t.limitsTitle}>
            <Rows
              rows={[
                [dePlans.limits.max_projects!, resourceLimit(subscription.limits.maxProjects)],
                [dePlans.limits.meeting_hours_per_month!, resourceLimit(subscription.limits.meetingHoursPerMonth, (h) => dePlans.hoursValue(formatCount(h)))],
                [dePlans.limits.ai_credits_per_month!, resourceLimit(subscription.limits.aiCreditsPerMonth)],
              ]}
            />
            <h3 className="mt-6 text-sm font-semibold text-slate-950">{t.dailyTitle}</h3>
            <p className="mb-2 text-xs text-slate-600">{t.dailyHint}</p>
            <Rows
              rows={[
                [dePlans.daily.aiCalls, dailyUsage(usage.dailyChatbotQueries, subscription.dailyLimits.aiCalls)],
                [dePlans.daily.protocols, dailyUsage(usage.dailyProtocolsCreated, subscription.dailyLimits.protocols)],
                [dePlans.daily.actionItems, dailyUsage(usage.dailyActionItemsCreated, subscription.dailyLimits.actionItems)],
              ]}
            />
          </Section>
        </div>

        <Section id="usage" title={t.usageTitle(formatMonthKey(usage.monthKey))}>
          <Rows columns rows={MONTHLY_USAGE.map((key) => [dePlans.usage[key], formatCount(usage[key])])} />
        </Section>

        <section aria-labelledby="plans-title" className="flex flex-col gap-3">
          <div>
            <h2 id="plans-title" className="text-lg font-semibold text-slate-950">
              {t.plansTitle}
            </h2>
            <p className="text-sm text-slate-600">{t.plansIntro}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {planNodes.map((plan, index) => (
              <li key={plan.id} className="flex">
                <PlanCard plan={plan} action={planAction(index, currentIndex)} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AppLayout>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-slate-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs; `columns` puts them side by side on wider screens. */
function Rows({ rows, columns = false }: { rows: (readonly [string, string])[]; columns?: boolean }) {
  return (
    <dl className={`grid gap-x-8 text-sm ${columns ? 'sm:grid-cols-2 lg:grid-cols-4' : ''}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-950 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
