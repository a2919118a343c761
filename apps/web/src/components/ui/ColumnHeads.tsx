import type { ReactNode } from 'react';

/** A table's head: one row of column headings, each `<th scope="col">` so screen readers name every cell by it. */
export function ColumnHeads({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          <th key={i} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
