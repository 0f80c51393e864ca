import type { SpecGroupValue } from '@bazaar/ui';

/** Where each group and value of a changed specification was before the change (null: new). */
export interface SpecOrigin {
  readonly group: number | null;
  readonly items: readonly (number | null)[];
}

/**
 * Where the groups and values of `next` were in `previous`, as the specification editor changes
 * one thing at a time: with as many groups (values) as before, each stays in its place (a rename,
 * even while it is half typed); otherwise a group (value) is found by its text (one added or
 * removed).
 */
export function specOrigins(
  previous: readonly SpecGroupValue[],
  next: readonly SpecGroupValue[],
): SpecOrigin[] {
  const samePlaces = previous.length === next.length;
  return next.map((group, index) => {
    const from = samePlaces ? index : previous.findIndex((old) => old.name === group.name);
    const old = from >= 0 ? previous[from] : undefined;
    if (!old) return { group: null, items: group.items.map(() => null) };
    const sameItems = old.items.length === group.items.length;
    return {
      group: from,
      items: group.items.map((item, at) => {
        if (sameItems) return at;
        const found = old.items.indexOf(item);
        return found >= 0 ? found : null;
      }),
    };
  });
}

/** The combinations of `groups` with their values' places (`[[0, 0], [0, 1], ...]`). */
function places(groups: readonly SpecGroupValue[]): number[][] {
  return groups.reduce<number[][]>(
    (combinations, group) =>
      combinations.flatMap((prefix) => group.items.map((_, at) => [...prefix, at])),
    [[]],
  );
}

/**
 * Rows typed for the combinations of `previous`, keyed by combination (`"White,M"`, values trimmed), carried to
 * the combinations of `next` that come from them (a renamed value keeps its rows' prices and
 * stock). Rows of combinations that are gone stay, so typing a value back brings them back.
 */
export function carryRows<T>(
  rows: Readonly<Record<string, T>>,
  previous: readonly SpecGroupValue[],
  next: readonly SpecGroupValue[],
): Record<string, T> {
  const origins = specOrigins(previous, next);
  const carried: Record<string, T> = { ...rows };
  for (const combination of places(next)) {
    const before = combination.map((at, group) => {
      const origin = origins[group];
      const item = origin?.items[at];
      return origin?.group === null || origin === undefined || item === null || item === undefined
        ? undefined
        : previous[origin.group]?.items[item]?.trim();
    });
    if (before.some((value) => value === undefined)) continue;
    const from = before.join(',');
    const to = combination.map((at, group) => next[group]?.items[at]?.trim() ?? '').join(',');
    const row = rows[from];
    if (from !== to && row !== undefined) carried[to] = row;
  }
  return carried;
}

/**
 * A translated specification (parallel to `previous`) made parallel to `next`: each group's and
 * value's text follows it to its new place; new ones are empty.
 */
export function carrySpec(
  translated: readonly SpecGroupValue[],
  previous: readonly SpecGroupValue[],
  next: readonly SpecGroupValue[],
): SpecGroupValue[] {
  return specOrigins(previous, next).map((origin) => {
    const group = origin.group === null ? undefined : translated[origin.group];
    return {
      name: group?.name ?? '',
      items: origin.items.map((at) => (at === null ? '' : (group?.items[at] ?? ''))),
    };
  });
}
