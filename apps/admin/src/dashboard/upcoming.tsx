// The dashboard's next walks, each with its places against its minimum and maximum and a
// badge for how it stands, and charts of paid bookings and revenue per month.
import { Box, Link, Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import { formatEuro, formatWholeEuro } from "@wandelwijs/format/money";
import { lazy, Suspense } from "react";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import type { DashboardFigures } from "./api";
import { formatShortDateTime } from "../shared/fields";
import { StatusChip } from "../shared/feedback";
import { SectionCard } from "../shared/section-card";
import { TableHeadRow } from "../shared/table-head-row";
import type { Tone } from "../shared/status";

const MonthBarChart = lazy(() => import("./bar-chart"));

const stateTone: Record<string, Tone> = { GOES_AHEAD: "success", BELOW_MINIMUM: "warning", FULL: "info", CANCELLED: "danger" };

const monthName = new Intl.DateTimeFormat("nl-NL", { month: "short", year: "2-digit", timeZone: "UTC" });

/** monthLabel shows "2026-03" as "mrt 26". */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

export const UpcomingWalks = ({ walks }: { walks: NonNullable<DashboardFigures["upcoming"]> }) => {
  const translate = useTranslate();
  return (
    <SectionCard id="dashboard-upcoming" title={translate("wandelwijs.dashboard.upcoming.title")} sx={{ mt: 3 }}>
      {walks.length === 0 ? (
        <Typography>{translate("wandelwijs.dashboard.upcoming.none")}</Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-labelledby="dashboard-upcoming">
            <TableHeadRow
              cells={[
                translate("wandelwijs.dashboard.upcoming.walk"),
                translate("wandelwijs.dashboard.upcoming.date"),
                { label: translate("wandelwijs.dashboard.upcoming.places"), align: "right" },
                translate("wandelwijs.dashboard.upcoming.state"),
              ]}
            />
            <TableBody>
              {walks.map((w) => (
                <TableRow key={w.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/walks/${encodeURIComponent(w.id)}/participants`} sx={{ overflowWrap: "break-word" }}>
                      {w.title}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatShortDateTime(w.dateStart)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {translate("wandelwijs.dashboard.upcoming.placesValue", {
                      booked: w.booked,
                      confirmed: w.confirmed,
                      min: w.minParticipants,
                      max: w.maxParticipants,
                    })}
                  </TableCell>
                  <TableCell>
                    <StatusChip label={`wandelwijs.dashboard.upcoming.states.${w.state}`} tone={stateTone[w.state] ?? "neutral"} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
};

/** MonthCharts draws paid bookings and revenue per month; a table under it says the same for screen readers. */
export const MonthCharts = ({ months }: { months: NonNullable<DashboardFigures["months"]> }) => {
  const translate = useTranslate();
  // The money chart draws euros: its axis ticks whole euros (with the sign), its tooltip euros and cents.
  const data = months.map((m) => ({ label: monthLabel(m.month), bookings: m.bookings, euros: m.revenueCents / 100 }));
  const chart = (key: "bookings" | "euros", color: string, format: (v: number) => string, tick?: (v: number) => string) => (
    <Suspense fallback={<Box sx={{ height: 220 }} />}>
      <MonthBarChart
        data={data}
        dataKey={key}
        name={translate(`wandelwijs.dashboard.months.${key}`)}
        color={color}
        format={format}
        tick={tick}
      />
    </Suspense>
  );
  return (
    <SectionCard id="dashboard-months" title={translate("wandelwijs.dashboard.months.title")} sx={{ mt: 3 }}>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1">
            {translate("wandelwijs.dashboard.months.bookings")}
          </Typography>
          {chart("bookings", "#2f5d3a", (v) => v.toLocaleString("nl-NL"))}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1">
            {translate("wandelwijs.dashboard.months.euros")}
          </Typography>
          {chart(
            "euros",
            "#8a5a2b",
            (v) => formatEuro(Math.round(v * 100)),
            (v) => formatWholeEuro(v * 100),
          )}
        </Box>
      </Box>
      <Table size="small" aria-label={translate("wandelwijs.dashboard.months.title")} sx={visuallyHidden}>
        <TableHeadRow
          cells={["month", "bookings", "euros"].map((key) => translate(`wandelwijs.dashboard.months.${key}`))}
        />
        <TableBody>
          {months.map((m) => (
            <TableRow key={m.month}>
              <TableCell>{monthLabel(m.month)}</TableCell>
              <TableCell>{m.bookings}</TableCell>
              <TableCell>{formatEuro(m.revenueCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
};

/** visuallyHidden keeps content for screen readers only. */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
