import { Label } from 'react-aria-components/Label';
import { Meter } from 'react-aria-components/Meter';
import { graphql, useFragment } from 'react-relay';
import { dePlans } from '../../i18n/dePlans';
import type { QuotaBars_viewer$key } from './__generated__/QuotaBars_viewer.graphql';
import { formatQuota, quotaView, type QuotaInput, type QuotaUnit } from './planLabels';

const t = dePlans.quota;

export interface QuotaBarsProps {
  viewer: QuotaBars_viewer$key;
  /** Smaller type and spacing, for the dashboard tile and the user menu. */
  compact?: boolean;
}

/** Bars for this month's meeting hours and AI credits. */
export function QuotaBars({ viewer, compact = false }: QuotaBarsProps) {
  const data = useFragment(
    graphql`
      fragment QuotaBars_viewer on Viewer {
        credits {
          balance
          monthlyUsed
          nearlyExhausted
        }
        meetingHours {
          balance
          monthlyUsed
          nearlyExhausted
        }
      }
    `,
    viewer,
  );
  return (
    <div role="group" aria-label={t.groupLabel} className={`flex flex-col ${compact ? 'gap-3' : 'gap-5'}`}>
      <QuotaBar label={t.meetingHours} unit="minutes" quota={data.meetingHours} compact={compact} />
      <QuotaBar label={t.credits} unit="credits" quota={data.credits} compact={compact} />
    </div>
  );
}

function QuotaBar({ label, unit, quota, compact }: { label: string; unit: QuotaUnit; quota: QuotaInput; compact: boolean }) {
  const view = quotaView(quota);
  const format = (value: number) => formatQuota(unit, value);
  const labelClass = `font-medium text-slate-900 ${compact ? 'text-xs' : 'text-sm'}`;
  const noteClass = `${compact ? 'text-xs' : 'text-sm'} text-slate-600`;

  if (view.unlimited) {
    return (
      <div className="flex flex-col gap-0.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className={labelClass}>{label}</span>
          <span className={`font-semibold text-slate-950 ${compact ? 'text-xs' : 'text-sm'}`}>{t.unlimited}</span>
        </div>
        {!compact && <p className={noteClass}>{t.usedUnlimited(format(view.used))}</p>}
      </div>
    );
  }

  const used = format(view.used);
  const allowance = format(view.allowance);
  const remaining = format(view.remaining);
  return (
    <div className="flex flex-col gap-1">
      {/* A meter's content is presentational for assistive technology; its value text says it all. */}
      <Meter
        value={view.used}
        minValue={0}
        // Without any allowance the bar is empty rather than undefined.
        maxValue={Math.max(view.allowance, 1)}
        valueLabel={t.meterText(used, allowance, remaining)}
        className="flex flex-col gap-1.5"
      >
        {({ percentage }) => (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-x-2">
              <Label className={labelClass}>{label}</Label>
              <span className={noteClass}>
                <span className="font-semibold text-slate-950">{remaining}</span> {t.remaining}
              </span>
            </div>
            <div className={`overflow-hidden rounded-full bg-slate-200 ${compact ? 'h-1.5' : 'h-2.5'}`}>
              <div
                className={`h-full rounded-full transition-[width] motion-reduce:transition-none ${view.nearlyExhausted ? 'bg-amber-500' : 'bg-emerald-600'}`}
                style={{ width: `${Math.min(100, percentage)}%` }}
              />
            </div>
          </>
        )}
      </Meter>
      {!compact && <p className={noteClass}>{t.used(used, allowance)}</p>}
      {view.nearlyExhausted && (
        <p className={`flex items-center gap-1.5 font-medium text-amber-800 ${compact ? 'text-xs' : 'text-sm'}`}>
          <WarningIcon />
          {t.nearlyExhausted}
        </p>
      )}
    </div>
  );
}

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 6a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
