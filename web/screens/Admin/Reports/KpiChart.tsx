// The weekly KPIs as a chart (issue 46: 'where people would rather look than read'): one line per figure over the weeks,
// drawn by chart.js, which this module alone imports — its own chunk, loaded only when a report with weeks opens. The
// canvas is an image with a name; the table below it holds the same figures for screen readers and keyboards.
import { useEffect, useRef } from 'react';
import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { REPORT_TEXT as T } from './reportText.ts';
import type { Column, Row } from './reportTable.ts';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

/** Colours that tell the lines apart, on white, for most kinds of colour vision (Okabe–Ito). */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#8B6D00'];

export default function KpiChart({ title, columns, rows }: { title: string; columns: readonly Column[]; rows: readonly Row[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const series = columns.flatMap((column, i) => (column.type === 'number' ? [{ label: column.label, index: i }] : []));
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: rows.map((row) => row[0] ?? ''),
        datasets: series.map((s, n) => ({
          label: s.label,
          data: rows.map((row) => Number(row[s.index] ?? 0)),
          borderColor: COLOURS[n % COLOURS.length],
          backgroundColor: COLOURS[n % COLOURS.length],
          tension: 0.2,
        })),
      },
      options: { responsive: true, maintainAspectRatio: false, animation: false, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } }, plugins: { legend: { position: 'bottom' } } },
    });
    return () => chart.destroy();
  }, [columns, rows]);
  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label={T.chart(title)} />
    </div>
  );
}
