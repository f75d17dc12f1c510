// One booking with everything that happened to it: who, which walk, the money, its
// payments and refunds at Mollie, the moves and the mails; the organiser cancels or
// moves it from here.
import {
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Show, useRecordContext, useRefresh, useShowContext, useTranslate } from "react-admin";
import { BookingStatus } from "../shared/booking-fields";
import { useCounted } from "../shared/counted";
import { CancelBookingButton } from "../shared/cancel-booking";
import { formatShortDateTime, shortId } from "../shared/fields";
import { LoadError, LoadingText } from "../shared/feedback";
import { RefundActions, RefundProblem } from "../shared/refund-actions";
import { TableHeadRow } from "../shared/table-head-row";
import { MoveBookingButton } from "./move-booking";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** BookingDetail is GET /admin/bookings/{id}. */
export type BookingDetail = admin.BookingDetail;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableRow>
    <TableCell component="th" scope="row" sx={{ color: "text.secondary", width: { sm: "14rem" }, pl: 0 }}>
      {label}
    </TableCell>
    <TableCell sx={{ overflowWrap: "anywhere" }}>{children}</TableCell>
  </TableRow>
);

/** History is one table of what happened, with a line when nothing did. */
const History = ({ title, empty, head, rows }: { title: string; empty: string; head: string[]; rows: ReactNode[][] }) => (
  <Card>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHeadRow cells={head} />
          <TableBody>
            {rows.map((cells, i) => (
              <TableRow key={i}>
                {cells.map((c, j) => (
                  <TableCell key={j} sx={{ overflowWrap: "anywhere" }}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </CardContent>
  </Card>
);

const BookingTitle = () => {
  const booking = useRecordContext<BookingDetail>();
  const translate = useTranslate();
  return <>{booking ? translate("wandelwijs.bookings.title", { number: shortId(String(booking.id)) }) : ""}</>;
};

const BookingScreen = () => {
  // Opened from the list, the list's row stands in until the booking is read: its history may be missing.
  const booking = useRecordContext<BookingDetail>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const counted = useCounted();
  if (!booking) return null;
  const t = (key: string, options?: object) => translate(`wandelwijs.bookings.${key}`, options);
  const name = booking.user?.name ?? booking.guestName ?? "";
  const email = booking.user?.email ?? booking.guestEmail ?? "";
  const when = (iso: string | null) => (iso ? formatShortDateTime(iso) : "—");
  const label = (group: string, value: string) => translate(`wandelwijs.bookings.${group}.${value}`, { _: value });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <CardContent>
          <Table size="small" aria-label={t("facts")}>
            <TableBody>
              <Fact label={t("walk")}>
                <Link component={RouterLink} to={`/walks/${encodeURIComponent(booking.walk.id)}/participants`}>
                  {booking.walk.title}
                </Link>
                {` · ${when(booking.walk.dateStart)} · ${booking.walk.city}`}
              </Fact>
              <Fact label={t("customer")}>
                {booking.anonymised ? (
                  translate("wandelwijs.common.erased")
                ) : (
                  <>
                {name}
                {!booking.user && ` (${translate("wandelwijs.common.guest")})`}
                <br />
                <Link href={`mailto:${email}`}>{email}</Link>
                {booking.phone && (
                  <>
                    {" · "}
                    <Link href={`tel:${booking.phone.replace(/\s+/g, "")}`}>{booking.phone}</Link>
                  </>
                )}
                  </>
                )}
              </Fact>
              <Fact label={t("persons")}>{booking.qty}</Fact>
              <Fact label={t("language")}>{translate(`wandelwijs.languages.${booking.language}`)}</Fact>
              <Fact label={t("amounts")}>
                {t("amountsLine", {
                  subtotal: formatEuro(booking.subtotalCents),
                  voucher: formatEuro(booking.voucherUsedCents),
                  total: formatEuro(booking.totalCents),
                })}
              </Fact>
              {booking.balance && (
                <Fact label={t("balance")}>
                  {t("balanceLine", {
                    owed: formatEuro(booking.balance.owedCents),
                    received: formatEuro(booking.balance.receivedCents),
                    returned: formatEuro(booking.balance.returnedCents),
                  })}
                  {booking.balance.dueCents > 0 && ` · ${t("balanceDue", { due: formatEuro(booking.balance.dueCents) })}`}
                  {booking.balance.surplusCents > 0 && ` · ${t("balanceSurplus", { surplus: formatEuro(booking.balance.surplusCents) })}`}
                </Fact>
              )}
              <Fact label={t("status")}>
                <BookingStatus />
              </Fact>
              <Fact label={t("method")}>{booking.paymentMethod ?? "—"}</Fact>
              <Fact label={t("bookedAt")}>{when(booking.createdAt)}</Fact>
              <Fact label={t("paidAt")}>{when(booking.paidAt)}</Fact>
              {booking.cancelledAt && <Fact label={t("cancelledAt")}>{when(booking.cancelledAt)}</Fact>}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: "wrap" }}>
            <MoveBookingButton />
            <CancelBookingButton />
          </Stack>
        </CardContent>
      </Card>
      <History
        title={t("payments")}
        empty={t("noPayments")}
        head={[t("columns.mollieId"), t("columns.amount"), t("columns.status"), t("columns.method"), t("columns.when")]}
        rows={(booking.payments ?? []).map((p) => [p.mollieId, formatEuro(p.amountCents), label("paymentStatus", p.status), p.method ?? "—", when(p.createdAt)])}
      />
      <History
        title={t("refunds")}
        empty={t("noRefunds")}
        head={[t("columns.mollieId"), t("columns.amount"), t("columns.status"), t("columns.when"), t("columns.attention")]}
        rows={(booking.refunds ?? []).map((r) => [
          r.mollieId ?? "—",
          formatEuro(r.amountCents),
          label("refundStatus", r.status),
          when(r.createdAt),
          !r.problem ? (
            "—"
          ) : (
            <>
              <RefundProblem problem={r.problem} detail={r.problemDetail} />
              {r.handled ? (
                <Typography variant="body2">{translate("wandelwijs.refunds.handled")}</Typography>
              ) : (
                <RefundActions id={r.id} amount={formatEuro(r.amountCents)} problem={r.problem} onDone={refresh} />
              )}
            </>
          ),
        ])}
      />
      <History
        title={t("moves")}
        empty={t("noMoves")}
        head={[t("columns.from"), t("columns.to"), t("columns.back"), t("columns.when")]}
        rows={(booking.moves ?? []).map((m) => [
          `${m.from.title} (${when(m.from.dateStart)})`,
          `${m.to.title} (${when(m.to.dateStart)})`,
          m.waivedCents > 0
            ? t("waivedLine", { extra: formatEuro(m.waivedCents) })
            : t("backLine", { card: formatEuro(m.refundCents), voucher: formatEuro(m.voucherReturnedCents) }),
          m.movedBy ? `${when(m.movedAt)} ${t("movedBy", { name: m.movedBy })}` : when(m.movedAt),
        ])}
      />
      {(booking.changes ?? []).length > 0 && (
        <History
          title={t("changes")}
          empty=""
          head={[t("columns.change"), t("columns.amount"), t("columns.status"), t("columns.when")]}
          rows={(booking.changes ?? []).map((c) => [
            c.kind === "move"
              ? t("changeMove", { title: c.toTitle, when: when(c.toStart) })
              : t("changeAdd", { persons: counted("persons", c.qty) }),
            formatEuro(c.amountCents),
            label("changeStatus", c.status),
            when(c.createdAt),
          ])}
        />
      )}
      {(booking.calloffChoices ?? []).length > 0 && (
      <History
        title={t("calloff")}
        empty=""
        head={[t("columns.choice"), t("columns.paid"), t("columns.credit"), t("columns.when")]}
        rows={(booking.calloffChoices ?? []).map((c) => [
          c.choice === null
            ? t("calloffChoice.open", { deadline: when(c.deadline) })
            : t(c.choice === "refund" && c.decidedBy === "deadline" ? "calloffChoice.refundDeadline" : `calloffChoice.${c.choice}`),
          formatEuro(c.paidCents),
          formatEuro(c.creditCents),
          c.chosenAt ? when(c.chosenAt) : "—",
        ])}
      />
      )}
      <History
        title={t("mails")}
        empty={t("noMails")}
        head={[t("columns.mail"), t("columns.to"), t("columns.queued"), t("columns.sent")]}
        rows={(booking.mails ?? []).map((m) => [
          label("mailKinds", m.template),
          m.toOrganisers ? t("toOrganisers") : t("toCustomer"),
          when(m.queuedAt),
          m.sentAt ? when(m.sentAt) : t("notSentYet"),
        ])}
      />
    </Stack>
  );
};

const ShowState = () => {
  const { isPending, error } = useShowContext();
  if (isPending) return <LoadingText message="wandelwijs.bookings.loadingOne" />;
  if (error) return <LoadError message="wandelwijs.bookings.loadOneError" />;
  return <BookingScreen />;
};

export const BookingShow = () => (
  <Show title={<BookingTitle />} actions={false} component="div" queryOptions={{ refetchOnWindowFocus: false }}>
    <ShowState />
  </Show>
);
