/**
 * The `<option>`s of a console select, from [value, label] pairs; a leading choice such as "All"
 * stays written out in the select before it.
 */
export function Options({ items }: { items: readonly (readonly [value: string, label: string])[] }) {
  return items.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
