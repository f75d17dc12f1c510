import type { ReactNode } from "react";

/** Faq is a list of common questions, each with its answer. */
export function Faq({ items }: { items: readonly { question: ReactNode; answer: ReactNode }[] }) {
  return (
    <dl className="faq">
      {items.map((item, index) => (
        <div key={index}>
          <dt>{item.question}</dt>
          <dd>{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
