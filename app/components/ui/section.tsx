import type { ReactNode } from "react";

/** A full-width band of a page, named by its heading; `paper` alternates with white. */
export function Section({
  labelledBy,
  tone = "white",
  children,
  className = "",
}: {
  labelledBy: string;
  tone?: "white" | "paper";
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`section-y ${tone === "paper" ? "bg-paper" : "bg-white"} ${className}`}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}
