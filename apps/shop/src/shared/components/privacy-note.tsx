import { Link } from "react-router";

/** PrivacyNote tells a form's visitor where to read what happens with what they fill in. */
export function PrivacyNote() {
  return (
    <p className="muted privacy-note">
      Wat we met je gegevens doen en hoe lang we ze bewaren, lees je in onze <Link to="/privacy">privacyverklaring</Link>.
    </p>
  );
}
