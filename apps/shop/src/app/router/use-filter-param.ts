import { useSearchParams } from 'react-router-dom';

/**
 * A list filter kept in the address's query (`?status=rejected`), so that back and a shared link
 * keep it: the value of `name` when it is one of `values`, else `fallback`; `set` replaces the
 * entry (the fallback leaves the query).
 */
export function useFilterParam<V extends string | number>(
  name: string,
  values: readonly V[],
  fallback: V,
): [V, (value: V) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = values.find((candidate) => String(candidate) === raw) ?? fallback;
  const set = (next: V) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === fallback) copy.delete(name);
        else copy.set(name, String(next));
        return copy;
      },
      { replace: true },
    );
  };
  return [value, set];
}
