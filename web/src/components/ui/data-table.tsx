import type { ReactNode } from 'react';

export interface Column<Row> {
  /** Column heading. */
  header: string;
  /** Cell content for one row. */
  cell: (row: Row) => ReactNode;
  /** Right-aligns numbers. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** Accessible table caption (can be visually hidden). */
  caption: string;
  captionHidden?: boolean;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the table when there are no rows. */
  empty?: ReactNode;
}

/** A plain, accessible table that scrolls sideways on narrow screens. */
export function DataTable<Row>({ caption, captionHidden, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'numeric' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
