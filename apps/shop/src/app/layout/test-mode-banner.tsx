import { useSite } from "../../shared/api/get-site";
import { SlotIf } from "../../shared/components/slot";
import { tSite } from "../../shared/i18n/site";

/**
 * TestModeBanner says on every page that the shop runs in test mode, where no payment is
 * real; it stays in sight at the foot of the screen. A live shop renders nothing, and
 * takes no space. A first screen's template has it where the BFF says the shop is in test mode.
 */
export function TestModeBanner() {
  const { data } = useSite();
  return (
    <SlotIf field="TestMode" when={Boolean(data?.testMode)}>
      <p className="test-mode-banner" role="note">
        {tSite("testMode")}
      </p>
    </SlotIf>
  );
}
