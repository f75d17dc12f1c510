// The organisers' two answers to a refund that needs them: "Opnieuw proberen" asks Mollie
// again, "Handmatig afgehandeld" records that they settled it outside the shop. Each asks
// first; the server's message is alerted when it refuses.
import DoneIcon from "@mui/icons-material/DoneAll";
import ReplayIcon from "@mui/icons-material/Replay";
import { Stack } from "@mui/material";
import { useState } from "react";
import { useDataProvider, useNotify } from "react-admin";
import { ConfirmButton } from "./confirm-action";
import type { RefundAction, WandelwijsDataProvider } from "./data-provider";
import { useFailureAlert } from "./feedback";

/** refundProblem is the translation key of why a refund needs the organisers. */
export const refundProblem = (problem: string) => `wandelwijs.refunds.problem.${problem}`;

export const RefundActions = ({ id, amount, onDone }: { id: string; amount: string; onDone: () => void }) => {
  const dataProvider = useDataProvider<WandelwijsDataProvider>();
  const notify = useNotify();
  const alertFailure = useFailureAlert();
  const [pending, setPending] = useState(false);
  const run = async (action: RefundAction) => {
    setPending(true);
    try {
      await dataProvider.refundAction(id, action);
      notify(action === "retry" ? "wandelwijs.refunds.retried" : "wandelwijs.refunds.settledDone", { type: "success" });
      onDone();
    } catch (err) {
      alertFailure("wandelwijs.refunds.failed", err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <ConfirmButton
        label="wandelwijs.refunds.retry"
        title="wandelwijs.refunds.retryTitle"
        content="wandelwijs.refunds.retryText"
        translateOptions={{ amount }}
        icon={ReplayIcon}
        pending={pending}
        onConfirm={() => void run("retry")}
      />
      <ConfirmButton
        label="wandelwijs.refunds.settled"
        title="wandelwijs.refunds.settledTitle"
        content="wandelwijs.refunds.settledText"
        translateOptions={{ amount }}
        icon={DoneIcon}
        pending={pending}
        onConfirm={() => void run("settled")}
      />
    </Stack>
  );
};
