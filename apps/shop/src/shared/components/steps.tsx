import type { ReactNode } from "react";

/** Step is one numbered step: a short title and what happens in it. */
export interface Step {
  title: ReactNode;
  text: ReactNode;
}

/** Steps is a numbered list of steps, each a title over its text. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={index}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
