import { useState } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, useFilter } from 'react-aria-components/ComboBox';

export interface Person {
  participantId: string;
  name: string;
  company: string | null;
}

export interface PersonComboBoxProps {
  label: string;
  /** The name as typed. */
  value: string;
  onType: (text: string) => void;
  /** One of the project's participants picked from the list. */
  onPick: (person: Person) => void;
  people: readonly Person[];
  errorMessage?: string;
  maxLength: number;
}

/**
 * A person's name: one of the project's Beteiligte from the list (shown with their company), or
 * any name typed in. The list opens on typing or with the button, and follows the keyboard.
 */
export function PersonComboBox({ label, value, onType, onPick, people, errorMessage, maxLength }: PersonComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  // Typing narrows the list to matching names and companies; the button shows everyone.
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? people : people.filter((p) => contains(p.name, value) || (p.company !== null && contains(p.company, value)));
  return (
    <ComboBox
      items={shown}
      inputValue={value}
      onInputChange={(text) => {
        setShowAll(false);
        onType(text);
      }}
      onOpenChange={(open, trigger) => setShowAll(open && trigger === 'manual')}
      onSelectionChange={(key) => {
        const person = people.find((p) => p.participantId === key);
        if (person) onPick(person);
      }}
      allowsCustomValue
      allowsEmptyCollection={false}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      className="flex min-w-0 flex-col gap-1.5"
    >
      <Label className="text-sm font-medium text-slate-800">{label}</Label>
      <div className="flex w-full rounded-md border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-amber-500 data-invalid:border-red-600">
        <Input maxLength={maxLength} className="min-w-0 flex-1 rounded-md bg-transparent px-3 py-2 text-base text-slate-900 outline-none" />
        <Button className="flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </Button>
      </div>
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
      <Popover placement="bottom start" className="max-h-72 w-(--trigger-width) min-w-56 overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none">
        <ListBox<Person> className="outline-none">
          {(person) => (
            <ListBoxItem
              id={person.participantId}
              textValue={person.name}
              className="flex min-h-11 cursor-default flex-col justify-center rounded-md px-3 py-1.5 text-sm text-slate-900 outline-none data-focused:bg-slate-100"
            >
              <span>{person.name}</span>
              {person.company && <span className="text-xs text-slate-600">{person.company}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
