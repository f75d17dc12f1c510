// "Aandacht nodig": the refunds Mollie refused, could not be made for hours or could not
// pay out, and those of money through a replaced or ended checkout (only to inform), with
// why, and the organisers' answers (RefundActions). Shown only when
// there is something to do; a list that cannot be read says so.
import { Link, Table, TableBody, TableCell, TableRow } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useCallback, useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { refundsNeedingAttention, type RefundAttention } from "../shared/refunds-api";
import { formatShortDateTime, shortId } from "../shared/fields";
import { LoadError } from "../shared/feedback";
import { RefundActions, RefundProblem } from "../shared/refund-actions";
import { SectionCard } from "../shared/section-card";
import { TableHeadRow } from "../shared/table-head-row";

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; refunds: RefundAttention[] };

export const NeedsAttention = () => {
  const translate = useTranslate();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const reload = useCallback(() => {
    refundsNeedingAttention().then(
      (refunds) => setLoad({ state: "loaded", refunds }),
      () => setLoad({ state: "failed" }),
    );
  }, []);
  useEffect(reload, [reload]);
  if (load.state === "loading") return null;
  if (load.state === "failed") return <LoadError message="wandelwijs.refunds.loadError" />;
  if (load.refunds.length === 0) return null;
  const t = (key: string, options?: object) => translate(`wandelwijs.refunds.${key}`, options);
  return (
    <SectionCard id="dashboard-attention" title={t("attention")} sx={{ mb: 3, borderColor: "error.main" }} variant="outlined">
      <Table size="small" aria-label={t("attention")}>
        <TableHeadRow cells={["for", "amount", "why", "since", "actions"].map((key) => t(`columns.${key}`))} />
        <TableBody>
          {load.refunds.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                {r.subjectKind === "booking" ? (
                  <Link component={RouterLink} to={`/bookings/${encodeURIComponent(r.subjectId)}/show`}>
                    {t("booking", { number: shortId(r.subjectId) })}
                  </Link>
                ) : r.subjectKind === "quote" ? (
                  <Link component={RouterLink} to={`/quotes/${encodeURIComponent(r.subjectId)}`}>
                    {t("quote", { number: shortId(r.subjectId) })}
                  </Link>
                ) : (
                  t("voucher", { number: shortId(r.subjectId) })
                )}
                <br />
                {r.molliePaymentId}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatEuro(r.amountCents)}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                <RefundProblem problem={r.problem} detail={r.detail} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatShortDateTime(r.problemAt)}</TableCell>
              <TableCell>
                <RefundActions id={r.id} amount={formatEuro(r.amountCents)} problem={r.problem} onDone={reload} byHand={!r.molliePaymentId} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
};
