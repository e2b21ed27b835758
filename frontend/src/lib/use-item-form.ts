/**
 * The state of an item's add or edit form: its values, the version they were
 * loaded from (a save on an older one is refused with a 409, see
 * ConflictNotice), and the save, which trims every text value.
 */
import { useState } from 'react';
import { useSave } from './use-save';

interface Versioned {
  id: number;
  version: number;
}

export interface ItemFormOptions<T extends Versioned, V> {
  item: T | undefined;
  /** The form's values for an item (empty ones when adding). */
  valuesOf: (item?: T) => V;
  save: (id: string | undefined, input: V & { version?: number }) => Promise<{ id: number }>;
  /** Where a saved item is shown. */
  pathOf: (id: number) => string;
}

function trimmed<V>(values: V): V {
  return Object.fromEntries(Object.entries(values as object).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as V;
}

export function useItemForm<T extends Versioned, V extends object>({ item, valuesOf, save, pathOf }: ItemFormOptions<T, V>) {
  const saving = useSave();
  const [version, setVersion] = useState(item?.version);
  const [values, setValues] = useState<V>(() => valuesOf(item));

  /** A field's value, setter and 400 message, as the form's fields take them. */
  const bind = <K extends keyof V & string>(key: K) => ({
    value: values[key],
    onChange: (value: V[K]) => setValues((current) => ({ ...current, [key]: value })),
    error: saving.errors[key],
  });

  function submit(loadedVersion = version) {
    void saving.save(
      () => save(item ? String(item.id) : undefined, { ...trimmed(values), version: loadedVersion }),
      (result) => pathOf(item?.id ?? result.id),
    );
  }

  /** Replaces the form's values with the item as someone else saved it. */
  function review(current: T) {
    setValues(valuesOf(current));
    setVersion(current.version);
    saving.clearConflict();
  }

  return { values, bind, submit, review, errors: saving.errors, busy: saving.busy, conflict: saving.conflict };
}

export type ItemFormState<T extends Versioned, V extends object> = ReturnType<typeof useItemForm<T, V>>;
