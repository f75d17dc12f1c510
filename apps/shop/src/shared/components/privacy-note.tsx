import { Link } from "react-router";
import { tCommon } from "../i18n/common";

/** PrivacyNote tells a form's visitor where to read what happens with what they fill in. */
export function PrivacyNote() {
  return (
    <p className="muted privacy-note">
      {tCommon("privacyNote", { link: <Link to="/privacy">{tCommon("privacyLink")}</Link> })}
    </p>
  );
}
