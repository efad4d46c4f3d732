import { graphql, useFragment } from 'react-relay';
import { dePlans } from '../../i18n/dePlans';
import { deProjects } from '../../i18n/deProjects';
import { formatEuro } from '../../lib/hoursMinutes';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast/toast';
import type { PlanCard_plan$key } from './__generated__/PlanCard_plan.graphql';
import { featureLabel, limitLabel, limitValue, sortByCatalogue } from './planLabels';

const t = dePlans.subscription;

/** Buying arrives with billing; until then the button says so (as the project dialog's 'Jetzt upgraden'). */
// The same notice as the project dialog's 'Jetzt upgraden' until billing sells plans.
const comingSoon = () => toast.info(deProjects.dialog.limit.comingSoon.title, deProjects.dialog.limit.comingSoon.message);

/** One plan on offer: prices, features and limits; the viewer's own plan is marked. */
export function PlanCard({ plan, action }: { plan: PlanCard_plan$key; action: 'current' | 'upgrade' | 'change' }) {
  const data = useFragment(
    graphql`
      fragment PlanCard_plan on SubscriptionPlan {
        slug
        name
        priceMonthlyCents
        priceYearlyCents
        features {
          name
          enabled
        }
        limits {
          name
          value
        }
      }
    `,
    plan,
  );
  const current = action === 'current';
  const titleId = `plan-${data.slug}-title`;
  const free = data.priceMonthlyCents === 0 && data.priceYearlyCents === 0;

  return (
    <article
      aria-labelledby={titleId}
      aria-current={current ? 'true' : undefined}
      className={`flex w-full flex-col gap-4 rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${current ? 'border-amber-500 ring-2 ring-amber-500' : 'border-slate-200'}`}
    >
      <header className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <h3 id={titleId} className="text-lg font-semibold text-slate-950">
            {data.name}
          </h3>
          {current && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t.currentBadge}</span>}
        </div>
        {free ? (
          <p className="text-2xl font-bold text-slate-950">{t.free}</p>
        ) : (
          <>
            <p>
              <span className="text-2xl font-bold whitespace-nowrap text-slate-950">{formatEuro(data.priceMonthlyCents)}</span>{' '}
              <span className="text-sm text-slate-600">{t.perMonth}</span>
            </p>
            <p className="text-sm text-slate-600">{t.yearly(formatEuro(data.priceYearlyCents))}</p>
          </>
        )}
      </header>

      <div>
        <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.limitsOfPlan}</h4>
        <dl className="text-sm">
          {sortByCatalogue(data.limits, dePlans.limits).map((limit) => (
            <div key={limit.name} className="flex items-baseline justify-between gap-3 py-0.5">
              <dt className="text-slate-600">{limitLabel(limit.name)}</dt>
              <dd className="font-medium whitespace-nowrap text-slate-950 tabular-nums">{limitValue(limit.name, limit.value)}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="flex-1">
        <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.featuresTitle}</h4>
        <ul className="flex flex-col gap-1 text-sm">
          {sortByCatalogue(data.features, dePlans.features).map((feature) => (
            <li key={feature.name} className={`flex items-start gap-2 ${feature.enabled ? 'text-slate-900' : 'text-slate-500'}`}>
              <span aria-hidden="true" className={`mt-0.5 w-4 shrink-0 text-center font-bold ${feature.enabled ? 'text-emerald-600' : ''}`}>
                {feature.enabled ? '✓' : '–'}
              </span>
              <span className={feature.enabled ? '' : 'line-through'}>
                {featureLabel(feature.name)}
                <span className="sr-only">{`: ${feature.enabled ? t.included : t.notIncluded}`}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      {!current && (
        <Button variant={action === 'upgrade' ? 'primary' : 'secondary'} onPress={comingSoon} className="w-full">
          {action === 'upgrade' ? t.upgrade : t.change}
          <span className="sr-only">{`: ${data.name}`}</span>
        </Button>
      )}
    </article>
  );
}
