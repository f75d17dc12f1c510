// A part of a page below the fold renders, and loads its code, when it comes near the
// screen: what a page shows first does not wait for what is further down.
import { useEffect, useRef, useState, type ReactNode } from "react";

interface WhenInViewProps {
  /** placeholder holds the part's place, and tells it is coming, until then. */
  placeholder: ReactNode;
  children: ReactNode;
}

/** nearby is how close to the screen a part starts loading: about one scroll ahead. */
const nearby = "600px";

/** WhenInView renders children once its place is within `nearby` of the screen. */
export const WhenInView = ({ placeholder, children }: WhenInViewProps) => {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearby },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={place}>{near ? children : placeholder}</div>;
};
