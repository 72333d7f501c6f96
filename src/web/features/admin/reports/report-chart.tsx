import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";

// Only the pieces a bar chart needs, so the rest of Chart.js stays out of this page's script.
Chart.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export type ChartSeries = { label: string; values: number[]; color: string };

/**
 * A bar chart of whole numbers. The canvas is a picture for sighted readers: its label names it and
 * the table beside it carries the same figures for everyone else.
 */
export default function ReportChart({
  labels,
  series,
  label,
  locale,
  horizontal = false,
}: {
  labels: string[];
  series: ChartSeries[];
  label: string;
  locale: string;
  horizontal?: boolean;
}) {
  return (
    <div className="relative h-64 sm:h-72">
      <Bar
        role="img"
        aria-label={label}
        data={{
          labels,
          datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 3 })),
        }}
        options={{
          indexAxis: horizontal ? "y" : "x",
          locale,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: series.length > 1, position: "bottom" } },
          scales: { [horizontal ? "x" : "y"]: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}
