import { hours, RULES } from "../../../shared/config/rules";
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
        <ol className="steps">
          <li>
            <h3>{tFeest("request")}</h3>
            <p>{tFeest("requestText")}</p>
          </li>
          <li>
            <h3>{tFeest("call")}</h3>
            <p>{tFeest("callText", { hours: hours(RULES.replies.replyHours) })}</p>
          </li>
          <li>
            <h3>{tFeest("celebrate")}</h3>
            <p>{tFeest("celebrateText", { hours: FEEST_DURATION_HOURS })}</p>
          </li>
        </ol>
      </section>
    </>
  );
}
