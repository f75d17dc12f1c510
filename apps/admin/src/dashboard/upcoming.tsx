// The dashboard's next walks, each with its places against its minimum and maximum and a
// badge for how it stands, and charts of paid bookings and revenue per month.
import { Box, Link, Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import { formatEuro, formatWholeEuro } from "@wandelwijs/format/money";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import type { DashboardFigures } from "./api";
import { MonthBarChart } from "./bar-chart";
import { formatShortDateTime } from "../shared/fields";
import { StatusChip } from "../shared/feedback";
import { SectionCard } from "../shared/section-card";
import { TableHeadRow } from "../shared/table-head-row";
import type { Tone } from "../shared/status";

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
  const empty = translate("wandelwijs.dashboard.months.none");
  return (
    <SectionCard id="dashboard-months" title={translate("wandelwijs.dashboard.months.title")} sx={{ mt: 3 }}>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
        <MonthBarChart
          title={translate("wandelwijs.dashboard.months.bookings")}
          data={months.map((m) => ({ label: monthLabel(m.month), value: m.bookings }))}
          color="#2f5d3a"
          format={(n) => n.toLocaleString("nl-NL")}
          empty={empty}
        />
        {/* In cents: the axis ticks whole euros (with the sign), the line under it euros and cents. */}
        <MonthBarChart
          title={translate("wandelwijs.dashboard.months.euros")}
          data={months.map((m) => ({ label: monthLabel(m.month), value: m.revenueCents }))}
          color="#8a5a2b"
          format={formatEuro}
          tick={formatWholeEuro}
          minStep={100}
          empty={empty}
        />
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
