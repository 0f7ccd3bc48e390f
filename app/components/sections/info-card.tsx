import type { ComponentType, ReactNode, SVGProps } from "react";

/** An icon, a short h3 and free content: contact details, reasons to choose the office. */
export function InfoCard({
  icon: Icon,
  title,
  children,
  className = "",
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-card border border-ink-100 bg-white p-6 shadow-card ${className}`}>
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" />
        </span>
        <h3 className="font-serif text-xl font-semibold text-ink-900">{title}</h3>
      </div>
      <div className="mt-4 leading-relaxed text-ink-700">{children}</div>
    </div>
  );
}
