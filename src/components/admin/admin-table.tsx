import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type TableHTMLAttributes,
} from "react";

const LOOK = {
  // Reports (leads, outbox, experiments, subscribers): a ruled header over roomy rows.
  report: { row: "border-b text-slate-600", cell: "py-2 font-medium" },
  // Compact lists (the dashboard's days, a day's jobs): a plain header line.
  list: { row: "text-left text-slate-600", cell: "py-1 font-medium" },
} as const;

/** A row's cells, each given its column's name (`data-label`), which a phone's card shows before it. */
function labelled(row: ReactNode, head: readonly string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row)) return row;
  let column = 0;
  const cells = Children.map(row.props.children, (cell) =>
    isValidElement(cell) && cell.type === "td"
      ? cloneElement(cell as ReactElement<Record<string, unknown>>, { "data-label": head[column++] ?? "" })
      : cell,
  );
  return cloneElement(row, undefined, cells);
}

/**
 * The owner console's table: a header row of column names, then one row per item (`row` draws it,
 * cells and all, since every table's cells differ). With no items it still shows its header; a page
 * with something to say instead (outbox, a day's jobs) says it in place of the table.
 *
 * Every header cell but the last keeps a gutter on its right (`gutter`); tables whose last column
 * wraps long text keep it there too (`gutterLast`). Headers and cells break between words only
 * (globals.css `.admin-table`): a column too narrow for its words widens the table, which its
 * page lets scroll, instead of splitting a word over two lines.
 */
export function AdminTable<T>({
  head,
  items,
  row,
  look = "report",
  gutter = "pr-3",
  gutterLast = false,
  cards = false,
  className = "",
  ...table
}: Omit<TableHTMLAttributes<HTMLTableElement>, "children"> & {
  head: readonly string[];
  items: readonly T[];
  row: (item: T) => ReactNode;
  look?: keyof typeof LOOK;
  gutter?: "pr-2" | "pr-3";
  gutterLast?: boolean;
  /** On a phone, each row becomes a card and the header row is left to screen readers. */
  cards?: boolean;
}) {
  const { row: headRow, cell } = LOOK[look];
  return (
    <table {...table} className={["admin-table", cards ? "admin-cards" : "", className].filter(Boolean).join(" ")}>
      <thead>
        <tr className={headRow}>
          {head.map((label, i) => (
            <th key={label} className={i < head.length - 1 || gutterLast ? `${cell} ${gutter}` : cell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{cards ? items.map((item) => labelled(row(item), head)) : items.map(row)}</tbody>
    </table>
  );
}
