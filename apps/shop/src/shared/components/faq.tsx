import type { ReactNode } from "react";

/** Faq is a list of common questions, each with its answer. */
export function Faq({ items }: { items: readonly { question: ReactNode; answer: ReactNode }[] }) {
  const entries = items.map(({ question, answer }, index) => (
    <div key={index}>
      <dt>{question}</dt>
      <dd>{answer}</dd>
    </div>
  ));
  return <dl className="faq">{entries}</dl>;
}
