// A bar chart of the dashboard's months, drawn as SVG at the width of its box: a bar per
// month against a y axis of round steps, the months' names under them (every second or
// third when they do not fit). Its heading names it and its description reads every
// month's value; under it one month's value is written out, the last month's until the
// mouse points at another bar or, with the chart focused, the arrow keys pick one.
import { Box, Typography } from "@mui/material";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";

export type BarChartProps = {
  /** title heads the chart and is its accessible name. */
  title: string;
  data: { label: string; value: number }[];
  color: string;
  /** format writes a value in full (the line under the chart, the description); tick on the axis. */
  format: (value: number) => string;
  tick?: (value: number) => string;
  /** minStep is the smallest step between the axis's ticks: 1 for counts, 100 for cents. */
  minStep?: number;
  /** empty is said instead of the chart when no month has a value. */
  empty: string;
};

const HEIGHT = 220;
const TOP = 8;
const BOTTOM = 24;
const RIGHT = 8;
const FONT_SIZE = 12;
/** CHAR is the width a character of a 12 px axis text takes at most (digits, the euro sign). */
const CHAR = 7.5;
/** The width drawn at before the box is laid out (and where nothing is laid out, as in jsdom). */
const FALLBACK_WIDTH = 480;
const AXIS_COLOR = "#666";
const GRID_COLOR = "#ddd";

/** niceTicks are the y axis's ticks from 0 past max, about four steps of 1, 2 or 5 times a power of ten, at least minStep. */
export function niceTicks(max: number, minStep = 1): number[] {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(minStep, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const steps = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** useWidth is the width of the box ref is put on, followed as it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width || FALLBACK_WIDTH] as const;
}

export function MonthBarChart({ title, data, color, format, tick = format, minStep = 1, empty }: BarChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(0, ...data.map((d) => d.value));

  const ticks = max > 0 ? niceTicks(max, minStep) : [];
  const top = ticks[ticks.length - 1] ?? 1;
  const left = Math.ceil(Math.max(...ticks.map((t) => tick(t).length), 1) * CHAR) + 8;
  const bottom = HEIGHT - BOTTOM;
  const slot = (width - left - RIGHT) / Math.max(data.length, 1);
  const y = (value: number) => bottom - (Math.max(0, value) / top) * (bottom - TOP);
  const labelWidth = Math.max(...data.map((d) => d.label.length), 1) * CHAR;
  // Every how many months a name is written, counted back from the last month.
  const every = Math.max(1, Math.ceil(labelWidth / slot));
  const shown = data[active ?? data.length - 1];

  const keys = (event: KeyboardEvent) => {
    const at = active ?? data.length - 1;
    const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: data.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(data.length - 1, Math.max(0, next)));
  };

  return (
    <Box ref={ref} sx={{ minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="subtitle1">
        {title}
      </Typography>
      {max === 0 ? (
        <Typography sx={{ py: 2, color: "text.secondary" }}>{empty}</Typography>
      ) : (
        <>
          <Box
            component="svg"
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            tabIndex={0}
            onKeyDown={keys}
            onBlur={() => setActive(null)}
            onMouseLeave={() => setActive(null)}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            width="100%"
            height={HEIGHT}
            sx={{ display: "block", fontSize: FONT_SIZE, "&:focus-visible": { outline: `2px solid ${color}`, outlineOffset: 2 } }}
          >
            <desc id={descriptionId}>{data.map((d) => `${d.label}: ${format(d.value)}`).join("; ")}</desc>
            {ticks.map((t) => (
              <g key={t}>
                <line x1={left} x2={width - RIGHT} y1={y(t)} y2={y(t)} stroke={t === 0 ? AXIS_COLOR : GRID_COLOR} strokeDasharray={t === 0 ? undefined : "3 3"} />
                <text x={left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle" fill={AXIS_COLOR}>
                  {tick(t)}
                </text>
              </g>
            ))}
            {active !== null && <rect x={left + active * slot} y={TOP} width={slot} height={bottom - TOP} fill="rgba(0, 0, 0, 0.06)" />}
            {data.map((d, i) => (
              <g key={d.label} onMouseEnter={() => setActive(i)}>
                <rect x={left + i * slot} y={TOP} width={slot} height={bottom - TOP} fill="transparent" />
                <rect data-bar={d.label} x={left + (i + 0.1) * slot} y={y(d.value)} width={slot * 0.8} height={bottom - y(d.value)} fill={color} />
                {(data.length - 1 - i) % every === 0 && (
                  <text x={left + (i + 0.5) * slot} y={bottom + 16} textAnchor="middle" fill={AXIS_COLOR}>
                    {d.label}
                  </text>
                )}
              </g>
            ))}
          </Box>
          <Typography variant="body2" sx={{ textAlign: "right", color: "text.secondary" }}>
            {shown.label}: {format(shown.value)}
          </Typography>
        </>
      )}
    </Box>
  );
}
