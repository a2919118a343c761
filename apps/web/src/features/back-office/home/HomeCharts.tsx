import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { HomeFigures } from '@shop/contract';

/*
 * The home's charts (recharts, decision 220). This module is imported lazily by HomePage, so the chart
 * library lands in a chunk of its own that only the back office's home downloads. The charts are
 * pictures for sighted staff: each has a table beside it (HomePage) that screen readers read instead, so
 * they are hidden from them and take no focus (recharts' keyboard layer off: a focusable element inside
 * `aria-hidden` is a serious axe finding, issue 40).
 */
export default function HomeCharts({
  daily,
  byStatus,
  money,
  statusLabel,
  names,
}: {
  daily: NonNullable<HomeFigures['dailySales']>;
  byStatus: NonNullable<HomeFigures['ordersByStatus']>;
  money: (cents: number) => string;
  statusLabel: (s: string) => string;
  /** The lines' names: net sales (the figure) and gross beside it (decision 366). */
  names: { sales: string; gross: string };
}) {
  const sales = daily.map((d) => ({ date: d.date.slice(5), sales: d.sales / 100, gross: d.grossSales / 100, orders: d.orders }));
  const statuses = byStatus.map((s) => ({ status: statusLabel(s.status), count: s.count }));
  return (
    <div className="bo-home__charts" aria-hidden="true">
      <div className="bo-home__chart" data-testid="bo-home-sales-chart">
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={sales} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" fontSize={11} interval="preserveStartEnd" />
            <YAxis fontSize={11} width={56} />
            <Tooltip formatter={(v) => money(Math.round(Number(v) * 100))} />
            <Legend verticalAlign="top" height={24} iconSize={10} wrapperStyle={{ fontSize: 11 }} />
            <Line type="monotone" dataKey="sales" name={names.sales} stroke="#8a6d1f" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line
              type="monotone"
              dataKey="gross"
              name={names.gross}
              stroke="#9aa0b4"
              strokeDasharray="4 3"
              strokeWidth={1.5}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="bo-home__chart">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={statuses} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="status" fontSize={11} />
            <YAxis fontSize={11} allowDecimals={false} width={40} />
            <Tooltip />
            <Bar dataKey="count" fill="#3d6b5a" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
