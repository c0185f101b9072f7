import type { ReactNode } from 'react';
import classes from './plain-table.module.css';

/**
 * A read-only table of headings and rows (the home page's notable dates and transaction totals). It scrolls
 * sideways inside its card on narrow screens, and can be scrolled from the keyboard.
 * @param label the table's accessible name
 */
export function PlainTable({
  label,
  headings,
  rows,
}: {
  label: string;
  headings: ReactNode[];
  rows: ReactNode[][];
}) {
  return (
    <div className={classes.scroll} tabIndex={0} role="group" aria-label={label}>
      <table className={classes.table} aria-label={label}>
        <thead>
          <tr>
            {headings.map((heading, i) => (
              <th key={i} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
