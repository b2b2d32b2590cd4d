/** A compact table of records (recent deposits, withdrawals); columns say how to draw each cell. */
import type { ReactNode } from 'react';
import './kit.css';
import './data-table.css';

export interface Column<T> {
  key: string;
  label: ReactNode;
  align?: 'start' | 'end' | 'center';
  render(row: T): ReactNode;
}

export function DataTable<T>({ columns, rows, rowKey, testId }: { columns: Column<T>[]; rows: T[]; rowKey(row: T): string | number; testId?: string }) {
  return (
    <div className="mc-table-wrap">
      <table className="mc-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={`is-${column.align ?? 'start'}`} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={testId ? `${testId}-row` : undefined}>
              {columns.map((column) => (
                <td key={column.key} className={`is-${column.align ?? 'start'}`}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
