import { ProgressBar } from 'react-aria-components/ProgressBar';
import { processingSteps, type StepState } from '../../features/protocols/processingSteps';
import { deProtocols } from '../../i18n/deProtocols';

const t = deProtocols.processing;

export interface ProcessingStepsProps {
  phase: string | null | undefined;
  /** Percent within the phase; shown while transcribing, the one long step. */
  progress: number;
}

/** The processing phases as a step list, the current one highlighted, with a progress bar while transcribing. */
export function ProcessingSteps({ phase, progress }: ProcessingStepsProps) {
  const steps = processingSteps(phase);
  const current = steps.find((step) => step.state === 'current' || step.state === 'waiting');
  return (
    <>
      {/* Announces each new step to screen readers as it starts. */}
      <p role="status" className="sr-only">
        {current ? `${t.steps[current.key]}: ${t.stepState[current.state]}` : ''}
      </p>
      <ol aria-label={t.stepsLabel} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        {steps.map((step) => {
          const isCurrent = step.state === 'current' || step.state === 'waiting';
          return (
            <li
              key={step.key}
              aria-current={isCurrent ? 'step' : undefined}
              className={`flex items-start gap-3 rounded-lg px-2 py-2 ${isCurrent ? 'bg-amber-50' : ''}`}
            >
              <StepIcon state={step.state} />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <span className={stepTextStyles[step.state]}>
                  {t.steps[step.key]}
                  <span className="sr-only">{`: ${t.stepState[step.state]}`}</span>
                </span>
                {step.key === 'transcribe' && step.state === 'current' && <TranscriptionProgress value={progress} />}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

const stepTextStyles: Record<StepState, string> = {
  done: 'text-slate-700',
  current: 'font-semibold text-slate-950',
  waiting: 'font-semibold text-slate-950',
  upcoming: 'text-slate-500',
};

function TranscriptionProgress({ value }: { value: number }) {
  return (
    <ProgressBar value={Math.min(100, Math.max(0, value))} aria-label={t.progressLabel} className="flex items-center gap-3">
      {({ percentage, valueText }) => (
        <>
          <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-amber-500 transition-[width] motion-reduce:transition-none" style={{ width: `${percentage ?? 0}%` }} />
          </div>
          <span className="w-12 text-right text-sm text-slate-700 tabular-nums">{valueText}</span>
        </>
      )}
    </ProgressBar>
  );
}

function StepIcon({ state }: { state: StepState }) {
  const base = 'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full';
  switch (state) {
    case 'done':
      return (
        <span aria-hidden="true" className={`${base} bg-emerald-600 text-white`}>
          <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      );
    case 'current':
      return <span aria-hidden="true" className={`${base} animate-spin border-[3px] border-amber-200 border-t-amber-500 motion-reduce:animate-none`} />;
    case 'waiting':
      return (
        <span aria-hidden="true" className={`${base} bg-amber-500`}>
          <span className="size-2 rounded-full bg-white" />
        </span>
      );
    case 'upcoming':
      return <span aria-hidden="true" className={`${base} border-2 border-slate-300`} />;
  }
}
