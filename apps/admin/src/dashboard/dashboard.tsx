// The dashboard: buttons to every screen, the database export and this month's ledger
// (CSV), the refunds that need the organisers ("Aandacht nodig"), the figures of
// GET /admin/dashboard (vouchers: issued, outstanding balance, redeemed; the month's
// money in and out), and a table of all bookings.
import DownloadIcon from "@mui/icons-material/Download";
import { Box, Button, Stack, Typography } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { Suspense, useEffect, useState } from "react";
import { Title, useGetResourceLabel, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { getDashboard, type DashboardFigures } from "./api";
import { LoadError, LoadingText } from "../shared/feedback";
import { lazyScreen } from "../shared/lazy-screen";
import { SectionCard } from "../shared/section-card";
import { WhenInView } from "../shared/when-in-view";
import { NeedsAttention } from "./attention";
import { MonthCharts, UpcomingWalks } from "./upcoming";
import { downloadDatabaseExport, downloadLedger, downloadVoucherLiability } from "./export";

// The table of all bookings (react-admin's list, pagination and filters) and the calendar
// feed below it (MUI's input stack) are below the fold: each loads when scrolled near
// (WhenInView), so the figures and charts do not wait for them.
const BookingsTable = lazyScreen(() => import("./bookings-table"), "BookingsTable");
const AgendaFeed = lazyScreen(() => import("./agenda-feed"), "AgendaFeed");

const screens = ["walks", "users", "custom-walks", "feest-requests", "vouchers", "invoices", "audit"];

const DASH = "–";

type Figure = { key: string; value: string };

const count = (n: number | undefined) => (typeof n === "number" ? n.toLocaleString("nl-NL") : DASH);
const euros = (cents: number | undefined) => (typeof cents === "number" ? formatEuro(cents) : DASH);

/** dashboardSections are the figures of each overview, formatted the Dutch way. */
export function dashboardSections(figures: DashboardFigures): { key: string; figures: Figure[] }[] {
  const { walks, feest, customWalks, bookings, vouchers, money } = figures;
  return [
    {
      key: "walks",
      figures: [
        { key: "total", value: count(walks?.total) },
        { key: "published", value: count(walks?.published) },
        { key: "bookings", value: count(walks?.totalBookings) },
        { key: "revenue", value: euros(walks?.revenueCents) },
      ],
    },
    {
      key: "feestRequests",
      figures: [
        { key: "total", value: count(feest?.total) },
        { key: "new", value: count(feest?.new) },
        { key: "completed", value: count(feest?.completed) },
      ],
    },
    {
      key: "customWalks",
      figures: [
        { key: "total", value: count(customWalks?.total) },
        { key: "new", value: count(customWalks?.new) },
        { key: "completed", value: count(customWalks?.completed) },
      ],
    },
    {
      key: "vouchers",
      figures: [
        { key: "issued", value: count(vouchers?.issued) },
        { key: "outstanding", value: euros(vouchers?.outstandingCents) },
        { key: "redeemed", value: count(vouchers?.redeemed) },
        { key: "creditIssued", value: euros(vouchers?.creditIssuedCents) },
        { key: "creditSpent", value: euros(vouchers?.creditSpentCents) },
      ],
    },
    {
      key: "money",
      figures: [
        { key: "in", value: euros(money?.inCents) },
        { key: "out", value: euros(money?.outCents) },
      ],
    },
    {
      key: "bookings",
      figures: [
        { key: "total", value: count(bookings?.total) },
        { key: "paid", value: count(bookings?.paid) },
        { key: "pending", value: count(bookings?.pending) },
        { key: "revenue", value: euros(bookings?.revenueCents) },
      ],
    },
  ];
}

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; figures: DashboardFigures };

function useDashboardFigures(): Load {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    let current = true;
    getDashboard().then(
      (figures) => current && setLoad({ state: "loaded", figures }),
      () => current && setLoad({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, []);
  return load;
}

/** DownloadButton saves a download of the dashboard; a failure is alerted with failed. */
const DownloadButton = ({ run, label, busyLabel, failed }: { run: () => Promise<unknown>; label: string; busyLabel: string; failed: string }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await run();
    } catch {
      window.alert(translate(failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" onClick={start} disabled={busy} startIcon={<DownloadIcon />}>
      {translate(busy ? busyLabel : label)}
    </Button>
  );
};

const Figures = ({ figures }: { figures: DashboardFigures }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))" }}>
      {dashboardSections(figures).map(({ key, figures: rows }) => (
        <SectionCard key={key} id={`dashboard-${key}`} title={translate(`wandelwijs.dashboard.${key}.title`)}>
          <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "1fr auto", gap: 1, m: 0 }}>
            {rows.map((figure) => (
              <Box key={figure.key} sx={{ display: "contents" }}>
                <Typography component="dt">{translate(`wandelwijs.dashboard.${key}.${figure.key}`)}</Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: "right", whiteSpace: "nowrap" }}>
                  {figure.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </SectionCard>
      ))}
    </Box>
  );
};

export function Dashboard() {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const load = useDashboardFigures();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="ra.page.dashboard" />
      <Box component="nav" aria-label={translate("wandelwijs.dashboard.screens")} sx={{ mb: 3 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          {screens.map((resource) => (
            <Button key={resource} component={Link} to={`/${resource}`} variant="outlined">
              {resourceLabel(resource, 2)}
            </Button>
          ))}
          <DownloadButton
            run={downloadDatabaseExport}
            label="wandelwijs.dashboard.export"
            busyLabel="wandelwijs.dashboard.exporting"
            failed="wandelwijs.dashboard.exportFailed"
          />
          <DownloadButton
            run={downloadLedger}
            label="wandelwijs.dashboard.ledger"
            busyLabel="wandelwijs.dashboard.ledgerBusy"
            failed="wandelwijs.dashboard.ledgerFailed"
          />
          <DownloadButton
            run={downloadVoucherLiability}
            label="wandelwijs.dashboard.voucherLiability"
            busyLabel="wandelwijs.dashboard.voucherLiabilityBusy"
            failed="wandelwijs.dashboard.voucherLiabilityFailed"
          />
        </Stack>
      </Box>
      <NeedsAttention />
      {load.state === "loading" && <LoadingText message="wandelwijs.dashboard.loading" />}
      {load.state === "failed" && <LoadError message="wandelwijs.dashboard.loadError" />}
      {load.state === "loaded" && (
        <>
          <Figures figures={load.figures} />
          {load.figures.upcoming && <UpcomingWalks walks={load.figures.upcoming} />}
          {load.figures.months && <MonthCharts months={load.figures.months} />}
        </>
      )}
      <SectionCard id="dashboard-all-bookings" title={translate("wandelwijs.dashboard.allBookings")} sx={{ mt: 3 }}>
        <WhenInView placeholder={<LoadingText message="wandelwijs.dashboard.loading" />}>
          <Suspense fallback={<LoadingText message="wandelwijs.dashboard.loading" />}>
            <BookingsTable />
          </Suspense>
        </WhenInView>
      </SectionCard>
      <WhenInView placeholder={null}>
        <Suspense>
          <AgendaFeed />
        </Suspense>
      </WhenInView>
    </Box>
  );
}
