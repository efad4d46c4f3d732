import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { ACTION_ITEM_SORTS, type ActionItemSort } from '../../../common/actionItems';
import { deActionItems as t } from '../../i18n/deActionItems';

export type StatusFilter = 'OPEN' | 'COMPLETED' | 'ALL';
export type DueFilter = 'ALL' | 'OVERDUE' | 'THIS_WEEK';

export interface ActionItemFilterValues {
  status: StatusFilter;
  due: DueFilter;
  sort: ActionItemSort;
}

export const DEFAULT_FILTERS: ActionItemFilterValues = { status: 'OPEN', due: 'ALL', sort: 'DUE_DATE' };

/** The API's arguments for the filters: ALL is no due filter. */
export const filterArgs = (values: ActionItemFilterValues) => ({
  status: values.status === 'ALL' ? null : values.status,
  due: values.due === 'ALL' ? null : values.due,
  sort: values.sort,
});

const toggleGroup = 'inline-flex w-full rounded-lg border border-slate-300 bg-white p-1 sm:w-auto';
const toggle =
  'min-h-10 flex-1 rounded-md px-3 text-sm font-semibold text-slate-700 outline-none hover:bg-slate-100 data-focus-visible:ring-2 data-focus-visible:ring-amber-500 data-selected:bg-slate-900 data-selected:text-white sm:flex-none';
export const selectStyles = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-950 outline-none focus:ring-2 focus:ring-amber-500 sm:w-auto';

function Choice<K extends string>({ label, value, options, onChange }: { label: string; value: K; options: readonly { key: K; label: string }[]; onChange: (value: K) => void }) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        const option = options.find((o) => o.key === next);
        if (option && option.key !== value) onChange(option.key);
      }}
      className={toggleGroup}
    >
      {options.map((option) => (
        <ToggleButton key={option.key} id={option.key} className={toggle}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function LabelledSelect({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectStyles}>
        {children}
      </select>
    </div>
  );
}

/** Status, due (overdue, this week) and sort; `extra` holds the list's own filters (project, Verantwortlich). */
export function ActionItemFilters({ values, onChange, extra }: { values: ActionItemFilterValues; onChange: (values: ActionItemFilterValues) => void; extra?: ReactNode }) {
  const f = t.filters;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <Choice
        label={f.status}
        value={values.status}
        options={[
          { key: 'OPEN', label: f.open },
          { key: 'COMPLETED', label: f.completed },
          { key: 'ALL', label: f.all },
        ]}
        onChange={(status) => onChange({ ...values, status })}
      />
      <Choice
        label={f.due}
        value={values.due}
        options={[
          { key: 'ALL', label: f.anyDue },
          { key: 'OVERDUE', label: f.overdue },
          { key: 'THIS_WEEK', label: f.thisWeek },
        ]}
        onChange={(due) => onChange({ ...values, due })}
      />
      {extra}
      <LabelledSelect id="massnahmen-sortierung" label={f.sort} value={values.sort} onChange={(sort) => onChange({ ...values, sort: sort as ActionItemSort })}>
        {ACTION_ITEM_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {f.sorts[sort]}
          </option>
        ))}
      </LabelledSelect>
    </div>
  );
}
