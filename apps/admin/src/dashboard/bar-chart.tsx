// One bar chart of the dashboard's months. recharts is the back office's largest library
// and only the dashboard draws with it, so this file is loaded on its own, after the figures.
import { Box } from "@mui/material";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type BarChartProps = {
  data: { label: string }[];
  dataKey: string;
  name: string;
  color: string;
  /** format writes a value in the tooltip; tick on the axis (format when not given). */
  format: (value: number) => string;
  tick?: (value: number) => string;
};

export default function MonthBarChart({ data, dataKey, name, color, format, tick = format }: BarChartProps) {
  return (
    <Box sx={{ height: 220, minWidth: 0 }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={72} tickFormatter={tick} />
          <Tooltip formatter={(v) => format(Number(v))} />
          <Bar dataKey={dataKey} fill={color} name={name} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
