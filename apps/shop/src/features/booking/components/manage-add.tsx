import { useState, type FormEvent } from "react";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { SelectField } from "../../../shared/components/fields";
import { RULES } from "../../../shared/config/rules";
import { tBooking } from "../../../shared/i18n/booking";
import type { useManageBooking } from "../api/manage-booking";
import type { ManagedBooking } from "../types";
import { persons } from "../utils/format";

interface ManageAddProps {
  booking: ManagedBooking;
  change: ReturnType<typeof useManageBooking>["reduce"];
  onAdded: (b: ManagedBooking) => void;
  onFailed: (error: unknown) => void;
}

/**
 * ManageAdd is "Meer personen" on a free walk's manage page: a larger number, confirmed
 * with what it costs (nothing), taken at once by PATCH /manage/{token}.
 */
export function ManageAdd({ booking, change, onAdded, onFailed }: ManageAddProps) {
  const [qty, setQty] = useState(String(booking.qty + 1));
  const [confirming, setConfirming] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  function confirm() {
    change.mutate(Number(qty), {
      onSettled: (changed, error) => {
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
          hint={tBooking("manage.moreHint")}
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
              <strong>{tBooking("manage.moreFree")}</strong>
            </p>
          </>
        }
        confirmLabel={tBooking("manage.moreConfirm")}
        cancelLabel={tBooking("manage.moreKeep")}
        busy={change.isPending}
        busyLabel={tBooking("manage.reducing")}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
