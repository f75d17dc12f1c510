import { hours, RULES } from "../../../shared/config/rules";
import { Steps } from "../../../shared/components/steps";
import { tFeest } from "../../../shared/i18n/feest";
import { FEEST_DURATION_HOURS } from "../constants";

/** OCCASIONS are what people celebrate with a party walk. */
const OCCASIONS = (["birthday", "family", "friends", "jubilee"] as const).map((occasion) => ({
  title: tFeest(`occasions.${occasion}`),
  text: tFeest(`occasions.${occasion}Text`),
}));

/** FeestInfo tells where a party walk goes, what it suits and how to get one. */
export function FeestInfo() {
  return (
    <>
      <section aria-labelledby="feest-where">
        <h2 id="feest-where">{tFeest("where")}</h2>
        <p>{tFeest("whereText")}</p>
      </section>

      <section className="content-section" aria-labelledby="feest-occasions">
        <h2 id="feest-occasions">{tFeest("forEvery")}</h2>
        <ul className="card-grid">
          {OCCASIONS.map((occasion) => (
            <li key={occasion.title}>
              <article className="info-card">
                <h3>{occasion.title}</h3>
                <p>{occasion.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="content-section" aria-labelledby="feest-how">
        <h2 id="feest-how">{tFeest("how")}</h2>
        <Steps
          steps={[
            { title: tFeest("request"), text: tFeest("requestText") },
            { title: tFeest("call"), text: tFeest("callText", { hours: hours(RULES.replies.replyHours) }) },
            { title: tFeest("celebrate"), text: tFeest("celebrateText", { hours: FEEST_DURATION_HOURS }) },
          ]}
        />
      </section>
    </>
  );
}
