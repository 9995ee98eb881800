// The page's charts (recharts), in a chunk of their own: the statistics page loads it after its
// figures, and no other admin page downloads it. Each chart repeats the table printed under it,
// so it is hidden from screen readers (the table is the accessible form) and takes no focus:
// recharts' keyboard layer would put a focusable chart inside aria-hidden (axe aria-hidden-focus).
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useIntl } from 'react-intl';

export interface ChartPoint {
  label: string;
  value: number;
}

const PINK = '#d6246e';
const NAVY = '#1d2a4d';

export default function StatisticsChart(props: { kind: 'bar' | 'line'; points: ChartPoint[] }) {
  const intl = useIntl();
  const format = (value: number) => intl.formatNumber(value);
  if (props.kind === 'line') {
    return (
      <ResponsiveContainer width="100%" height={220}>
        <LineChart
          data={props.points}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#dde1ea" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis allowDecimals={false} tickFormatter={format} width={48} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Line
            type="monotone"
            dataKey="value"
            stroke={PINK}
            strokeWidth={2}
            dot={props.points.length < 40}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    );
  }
  // Horizontal bars: long labels (topics, tiers) stay readable on a phone.
  const height = Math.max(80, props.points.length * 28 + 24);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={props.points}
        layout="vertical"
        margin={{ top: 4, right: 24, bottom: 4, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#dde1ea" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={format} tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="label" width={130} tick={{ fontSize: 11 }} interval={0} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Bar dataKey="value" fill={NAVY} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
