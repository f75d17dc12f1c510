import { formatDateTime, formatLongDate } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { tBooking } from "../../../shared/i18n/booking";
import type { useCalloffChoice } from "../api/manage-booking";
import type { CalloffChoice, MoveOption } from "../types";
import "./manage-move.css";

interface ManageCalloffProps {
  choice: CalloffChoice;
  choose: ReturnType<typeof useCalloffChoice>;
  onFailed: (error: unknown) => void;
}

/** picked is one answer on the form: a kind, or a walk to move to. */
type Picked = { choice: "refund" | "credit" } | { choice: "move"; walkId: string };

/** chosenText says what was chosen, or what the deadline did. */
export function chosenText(c: CalloffChoice): string {
  switch (c.choice) {
    case "refund":
      return c.decidedBy === "deadline"
        ? tBooking("manage.calloff.deadlineRefund", { amount: formatEuro(c.refundCents) })
        : tBooking("manage.calloff.chosenRefund", { amount: formatEuro(c.refundCents) });
    case "credit":
      return tBooking("manage.calloff.chosenCredit", { amount: formatEuro(c.creditCents) });
    case "move":
      return tBooking("manage.calloff.chosenMove", { title: c.toWalkTitle ?? "", date: formatLongDate(c.toWalkStart ?? c.walkStart) });
    default:
      return "";
  }
}

/** line is what an answer means, with its amount or date. */
function line(c: CalloffChoice, p: Picked): string {
  if (p.choice === "refund") return tBooking("manage.calloff.refundLine", { amount: formatEuro(c.refundCents) });
  if (p.choice === "credit")
    return tBooking("manage.calloff.creditLine", { amount: formatEuro(c.creditCents), percent: String(c.creditBonusPercent) });
  const walkId = "walkId" in p ? p.walkId : "";
  const o = c.moveOptions.find((m) => m.walkId === walkId);
  return o ? tBooking("manage.moveOption", { title: o.title, date: formatLongDate(o.dateStart) }) : "";
}

/** moveDetail is what a move to o costs on top or gives back. */
function moveDetail(o: MoveOption): string {
  if (o.extraCents > 0) return tBooking("manage.moveExtra", { amount: formatEuro(o.extraCents) });
  return o.backCents > 0 ? tBooking("manage.moveBack", { amount: formatEuro(o.backCents) }) : tBooking("manage.moveSame");
}

/**
 * ManageCalloff is the manage page of a booking on a walk the organisers called off: the
 * three answers (money back, credit, another date with room) with their amounts, a
 * confirmation, and afterwards what was chosen.
 */
export function ManageCalloff({ choice, choose, onFailed }: ManageCalloffProps) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pickError, setPickError] = useState(false);
  const key = picked ? (picked.choice === "move" ? `move:${picked.walkId}` : picked.choice) : "";
  // A dearer date is paid at a checkout first; the choice is made once that is paid.
  const pickedExtra =
    picked?.choice === "move" ? choice.moveOptions.find((o) => o.walkId === picked.walkId && o.extraCents > 0) : undefined;

  if (choice.choice) {
    return (
      <section className="booking-panel" aria-labelledby="manage-calloff-title">
        <h2 id="manage-calloff-title">{tBooking("manage.calloff.title")}</h2>
        <p>{chosenText(choice)}</p>
      </section>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setPickError(!picked);
    if (picked) setConfirming(true);
  }

  function confirm() {
    if (!picked) return;
    choose.mutate(picked, {
      onSettled: (_out, error) => {
        setConfirming(false);
        if (error) onFailed(error);
      },
    });
  }

  const radio = (value: string, label: string, detail: string, pick: Picked) => (
    <li key={value}>
      <label className="manage-move__option">
        <input type="radio" name="calloff" value={value} checked={key === value} onChange={() => setPicked(pick)} />
        <span>
          {label}
          <span className="manage-move__price">{detail}</span>
        </span>
      </label>
    </li>
  );

  return (
    <section className="booking-panel" aria-labelledby="manage-calloff-title">
      <h2 id="manage-calloff-title">{tBooking("manage.calloff.title")}</h2>
      <p>{tBooking("manage.calloff.intro")}</p>
      {choice.reason && <p className="manage-calloff__reason">{choice.reason}</p>}
      <p>{tBooking("manage.calloff.deadline", { deadline: formatDateTime(choice.deadline) })}</p>
      <form onSubmit={submit} noValidate>
        <fieldset className="manage-move" aria-describedby={pickError ? "manage-calloff-error" : undefined}>
          <legend>{tBooking("manage.calloff.legend")}</legend>
          <ul className="manage-move__options">
            {radio("refund", tBooking("manage.calloff.refund"), line(choice, { choice: "refund" }), { choice: "refund" })}
            {radio("credit", tBooking("manage.calloff.credit"), line(choice, { choice: "credit" }), { choice: "credit" })}
            {choice.moveOptions.map((o) =>
              radio(
                `move:${o.walkId}`,
                `${tBooking("manage.calloff.move")}: ${tBooking("manage.moveOption", { title: o.title, date: formatLongDate(o.dateStart) })}`,
                moveDetail(o),
                { choice: "move", walkId: o.walkId },
              ),
            )}
          </ul>
          {choice.moveOptions.length === 0 && <p>{tBooking("manage.calloff.moveNone")}</p>}
          {pickError && (
            <p id="manage-calloff-error" className="field__error" role="alert">
              {tBooking("manage.calloff.pick")}
            </p>
          )}
          <button type="submit" className="btn btn--primary">
            {tBooking("manage.calloff.submit")}
          </button>
        </fieldset>
      </form>
      <ConfirmDialog
        open={confirming && picked !== null}
        title={tBooking("manage.calloff.confirmTitle")}
        message={
          picked && (
            <>
              <p>
                <strong>{line(choice, picked)}</strong>
              </p>
              {pickedExtra && <p>{tBooking("manage.calloff.confirmExtra", { amount: formatEuro(pickedExtra.extraCents) })}</p>}
              <p>{tBooking("manage.calloff.confirmOnce")}</p>
            </>
          )
        }
        confirmLabel={tBooking("manage.calloff.confirm")}
        cancelLabel={tBooking("manage.calloff.keep")}
        busy={choose.isPending}
        busyLabel={tBooking("manage.calloff.busy")}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
