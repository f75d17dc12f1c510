import { useSite } from "../../shared/api/get-site";
import { tSite } from "../../shared/i18n/site";

/**
 * TestModeBanner says on every page that the shop runs in test mode, where no payment is
 * real; it stays in sight at the foot of the screen. A live shop renders nothing, and
 * takes no space.
 */
export function TestModeBanner() {
  const { data } = useSite();
  if (!data?.testMode) return null;
  return (
    <p className="test-mode-banner" role="note">
      {tSite("testMode")}
    </p>
  );
}
