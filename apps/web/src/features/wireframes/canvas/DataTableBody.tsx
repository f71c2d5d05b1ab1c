import type { WireframeProperties } from '../model/types';
import classes from './canvas.module.css';

/** Props of DataTableBody. */
export interface DataTableBodyProps {
  properties: WireframeProperties;
}

/** A data table's header and rows, with its header and body styling (spec 2 §3). */
export function DataTableBody({ properties: p }: DataTableBodyProps) {
  const columns = p.columns ?? [];
  return (
    <table className={classes.table}>
      <thead style={{ background: p.headerBackgroundColor, color: p.headerColor }}>
        <tr>
          {columns.map((c, i) => (
            <th key={i}>{c}</th>
          ))}
        </tr>
      </thead>
      <tbody style={{ background: p.bodyBackgroundColor, color: p.bodyColor }}>
        {(p.rows ?? []).map((row, r) => (
          <tr key={r}>
            {columns.map((_, i) => (
              <td key={i}>{row[i] ?? ''}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
