import { formatEuro } from "@wandelwijs/format/money";
import { formatLongDate } from "@wandelwijs/format/date";
import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { tBooking } from "../../../shared/i18n/booking";
import { isCheckout, type useManageBooking } from "../api/manage-booking";
import type { ManagedBooking, MoveOption } from "../types";
import "./manage-move.css";

interface ManageMoveProps {
  booking: ManagedBooking;
  move: ReturnType<typeof useManageBooking>["move"];
  onMoved: (moved: ManagedBooking) => void;
  onFailed: (error: unknown) => void;
}

/** moneyLine says what moving to option returns: the amount back, or the same price. */
function moneyLine(option: MoveOption): string {
  if (option.extraCents > 0) return tBooking("manage.moveExtra", { amount: formatEuro(option.extraCents) });
  return option.backCents > 0 ? tBooking("manage.moveBack", { amount: formatEuro(option.backCents) }) : tBooking("manage.moveSame");
}

/**
 * ManageMove is "Andere datum" on a booking's manage page: the dates the server offers
 * (moveOptions), each with what it returns, and a confirmation that names the amount.
 */
export function ManageMove({ booking, move, onMoved, onFailed }: ManageMoveProps) {
  const [walkId, setWalkId] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [pickError, setPickError] = useState(false);
  const options = booking.moveOptions ?? [];
  const chosen = options.find((o) => o.walkId === walkId);

  function submit(event: FormEvent) {
    event.preventDefault();
    setPickError(!chosen);
    if (chosen) setConfirming(true);
  }

  function confirm() {
    move.mutate({ walkId, from: booking.walk.slug }, {
      onSettled: (moved, error) => {
        if (isCheckout(moved)) return; // on to the checkout for the difference
        setConfirming(false);
        setWalkId("");
        if (moved) onMoved(moved);
        else onFailed(error);
      },
    });
  }

  return (
    <section className="booking-panel" aria-labelledby="manage-move-title">
      <h2 id="manage-move-title">{tBooking("manage.move")}</h2>
      {options.length === 0 ? (
        <p>{tBooking("manage.moveNone")}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className="manage-move" aria-describedby={pickError ? "manage-move-error" : "manage-move-hint"}>
            <legend>{tBooking("manage.move")}</legend>
            <p id="manage-move-hint">{tBooking("manage.moveHint")}</p>
            <ul className="manage-move__options">
              {options.map((option) => (
                <li key={option.walkId}>
                  <label className="manage-move__option">
                    <input
                      type="radio"
                      name="walkId"
                      value={option.walkId}
                      checked={walkId === option.walkId}
                      onChange={() => setWalkId(option.walkId)}
                    />
                    <span>
                      {tBooking("manage.moveOption", { title: option.title, date: formatLongDate(option.dateStart) })}
                      <span className="manage-move__price">{moneyLine(option)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {pickError && (
              <p id="manage-move-error" className="field__error" role="alert">
                {tBooking("manage.movePick")}
              </p>
            )}
            <button type="submit" className="btn btn--secondary">
              {tBooking("manage.moveSubmit")}
            </button>
          </fieldset>
        </form>
      )}
      <ConfirmDialog
        open={confirming && chosen !== undefined}
        title={tBooking("manage.moveTitle")}
        message={
          chosen && (
            <>
              <p>{tBooking("manage.moveQuestion", { title: chosen.title, date: formatLongDate(chosen.dateStart) })}</p>
              <p>
                <strong>{moneyLine(chosen)}</strong>
              </p>
            </>
          )
        }
        confirmLabel={tBooking("manage.moveConfirm")}
        cancelLabel={tBooking("manage.moveKeep")}
        busy={move.isPending}
        busyLabel={chosen && chosen.extraCents > 0 ? tBooking("manage.toCheckout") : tBooking("manage.moving")}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
