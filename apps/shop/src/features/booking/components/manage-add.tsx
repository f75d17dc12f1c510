import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { SelectField } from "../../../shared/components/fields";
import { RULES } from "../../../shared/config/rules";
import { tBooking } from "../../../shared/i18n/booking";
import { formatEuro } from "@wandelwijs/format/money";
import { isCheckout, type useManageBooking } from "../api/manage-booking";
import type { ManagedBooking } from "../types";
import { persons } from "../utils/format";

interface ManageAddProps {
  booking: ManagedBooking;
  change: ReturnType<typeof useManageBooking>["reduce"];
  onAdded: (b: ManagedBooking) => void;
  onFailed: (error: unknown) => void;
}

/**
 * ManageAdd is "Meer personen" on a booking's manage page: a larger number, confirmed
 * with what it costs. On a free walk PATCH /manage/{token} takes it at once; on a paid
 * walk it answers a checkout for the extra places, which are added once paid.
 */
export function ManageAdd({ booking, change, onAdded, onFailed }: ManageAddProps) {
  const [qty, setQty] = useState(String(booking.qty + 1));
  const [confirming, setConfirming] = useState(false);
  const extraCents = (Number(qty) - booking.qty) * (booking.addPriceCents ?? 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  function confirm() {
    change.mutate(Number(qty), {
      onSettled: (changed, error) => {
        if (isCheckout(changed)) return; // on to the checkout for the extra places
        setConfirming(false);
        if (changed) onAdded(changed);
        else onFailed(error);
      },
    });
  }

  return (
    <section className="booking-panel" aria-labelledby="manage-add-title">
      <h2 id="manage-add-title">{tBooking("manage.more")}</h2>
      <form className="manage-reduce" onSubmit={submit} noValidate>
        <SelectField
          name="moreQty"
          label={tBooking("manage.moreLabel")}
          required
          hint={extraCents > 0 ? tBooking("manage.morePaidHint") : tBooking("manage.moreHint")}
          value={qty}
          onChange={setQty}
          options={Array.from({ length: Math.max(0, RULES.booking.maxPersons - booking.qty) }, (_, i) => ({
            value: String(booking.qty + i + 1),
            label: persons(booking.qty + i + 1),
          }))}
        />
        <button type="submit" className="btn btn--secondary">
          {tBooking("manage.moreSubmit")}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={tBooking("manage.more")}
        message={
          <>
            <p>{tBooking("manage.moreQuestion", { persons: persons(Number(qty)) })}</p>
            <p>
              <strong>
                {extraCents > 0 ? tBooking("manage.morePay", { amount: formatEuro(extraCents) }) : tBooking("manage.moreFree")}
              </strong>
            </p>
          </>
        }
        confirmLabel={tBooking("manage.moreConfirm")}
        cancelLabel={tBooking("manage.moreKeep")}
        busy={change.isPending}
        busyLabel={extraCents > 0 ? tBooking("manage.toCheckout") : tBooking("manage.reducing")}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
