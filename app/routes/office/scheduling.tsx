import { data, redirect } from "react-router";
import type { Route } from "./+types/scheduling";
import { requireFormSession, requireSession } from "~/office/context.server";
import { agendaCopy } from "~/office/agenda/copy";
import { officeMeta } from "~/office/meta";
import { Alert, Token } from "~/office/request-forms";
import { WEEKDAYS } from "~/lib/office-clock";
import { CONSULTATION_FORMATS } from "../../../server/db/schema";
import { openingField, settingsOfForm, type SettingsErrors } from "../../../server/agenda/settings-form";
import type { SchedulingSettings } from "../../../server/agenda/settings";

const copy = agendaCopy.scheduling;
/** The week as the office reads it: Monday first. */
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

/** The settings as the form's fields hold them, by name. */
function fieldsOf(settings: SchedulingSettings): Record<string, string> {
  const fields: Record<string, string> = {
    selfBooking: settings.selfBooking ? "on" : "",
    minutes: String(settings.minutes),
    daysAhead: String(settings.daysAhead),
    noticeHours: String(settings.noticeHours),
    reminderHour: String(settings.reminderHour),
    format: settings.format,
    attorney: settings.attorney ?? "",
  };
  for (const day of WEEKDAYS) {
    (settings.hours[day] ?? []).forEach(([from, to], index) => {
      fields[openingField(day, index as 0 | 1, "from")] = from;
      fields[openingField(day, index as 0 | 1, "to")] = to;
    });
  }
  return fields;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const settings = await office.agenda.scheduling.get();
  return {
    csrf: session.csrf,
    fields: fieldsOf(settings),
    officeEmails: office.agenda.scheduling.officeEmails,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** The settings, checked by the one schema the server stores them with; refused, the form again with what was typed. */
export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  const read = settingsOfForm(form);
  if (read.ok && read.settings.attorney && !office.agenda.scheduling.officeEmails.includes(read.settings.attorney)) {
    return data({ errors: { attorney: "value" } as SettingsErrors, fields: Object.fromEntries(form) }, { status: 400 });
  }
  if (!read.ok) return data({ errors: read.errors, fields: Object.fromEntries(form) }, { status: 400 });
  await office.agenda.scheduling.save(session, read.settings, once);
  return redirect("/office/scheduling?saved");
}

function ErrorText({ name, errors }: { name: string; errors: SettingsErrors }) {
  const error = errors[name];
  return error ? (
    <p className="office-alert office-small" id={`${name}-error`}>
      {copy.errors[error]}
    </p>
  ) : null;
}

function NumberField({
  name,
  label,
  min,
  max,
  fields,
  errors,
}: {
  name: string;
  label: string;
  min: number;
  max: number;
  fields: Record<string, string>;
  errors: SettingsErrors;
}) {
  return (
    <>
      <label className="office-label" htmlFor={`scheduling-${name}`}>
        {label}
      </label>
      <input
        className="office-input"
        id={`scheduling-${name}`}
        name={name}
        type="number"
        min={min}
        max={max}
        required
        defaultValue={fields[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
      />
      <ErrorText name={name} errors={errors} />
    </>
  );
}

export default function Scheduling({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, officeEmails, saved } = loaderData;
  const fields = actionData?.fields ?? loaderData.fields;
  const errors: SettingsErrors = actionData?.errors ?? {};
  return (
    <div className="office-narrow-wide">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      {saved && !actionData ? (
        <p className="office-notice" role="status">
          {copy.saved}
        </p>
      ) : null}
      {actionData ? <Alert>{copy.refused}</Alert> : null}
      <form method="post" className="office-stack">
        <Token csrf={csrf} />
        <div className="office-check">
          <input
            id="scheduling-selfBooking"
            type="checkbox"
            name="selfBooking"
            value="on"
            defaultChecked={fields.selfBooking === "on"}
            aria-describedby="scheduling-selfBooking-hint"
          />
          <label htmlFor="scheduling-selfBooking">{copy.selfBooking}</label>
        </div>
        <p className="office-muted office-small" id="scheduling-selfBooking-hint">
          {copy.selfBookingHint}
        </p>
        <NumberField name="minutes" label={copy.minutes} min={15} max={180} fields={fields} errors={errors} />
        <NumberField name="daysAhead" label={copy.daysAhead} min={1} max={60} fields={fields} errors={errors} />
        <NumberField name="noticeHours" label={copy.noticeHours} min={0} max={72} fields={fields} errors={errors} />
        <NumberField name="reminderHour" label={copy.reminderHour} min={6} max={20} fields={fields} errors={errors} />
        <fieldset className="office-choices">
          <legend className="office-label">{copy.format}</legend>
          {CONSULTATION_FORMATS.map((format) => (
            <div key={format} className="office-check">
              <input
                id={`scheduling-format-${format}`}
                type="radio"
                name="format"
                value={format}
                defaultChecked={fields.format === format}
              />
              <label htmlFor={`scheduling-format-${format}`}>{agendaCopy.consultations.formats[format]}</label>
            </div>
          ))}
          <ErrorText name="format" errors={errors} />
        </fieldset>
        <label className="office-label" htmlFor="scheduling-attorney">
          {copy.attorney}
        </label>
        <select className="office-input" id="scheduling-attorney" name="attorney" defaultValue={fields.attorney ?? ""}>
          <option value="">{agendaCopy.consultations.noAttorney}</option>
          {officeEmails.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
        <ErrorText name="attorney" errors={errors} />
        <fieldset className="office-choices">
          <legend className="office-label">{copy.hoursLegend}</legend>
          <p className="office-muted office-small">{copy.hoursIntro}</p>
          {WEEK.map((day) => (
            <fieldset key={day} className="office-choices">
              <legend>{copy.weekdays[day]}</legend>
              {([0, 1] as const).map((index) => {
                const from = openingField(day, index, "from");
                const to = openingField(day, index, "to");
                return (
                  <div key={index} className="office-inline-form">
                    <span className="office-small">{copy.opening(index + 1)}:</span>
                    <label className="office-small" htmlFor={`scheduling-${from}`}>
                      {copy.from}
                    </label>
                    <input
                      className="office-input"
                      id={`scheduling-${from}`}
                      name={from}
                      type="time"
                      step={300}
                      defaultValue={fields[from] ?? ""}
                      aria-label={`${copy.weekdays[day]}, ${copy.opening(index + 1)}, ${copy.from}`}
                      aria-invalid={errors[from] ? true : undefined}
                      aria-describedby={errors[from] ? `${from}-error` : undefined}
                    />
                    <label className="office-small" htmlFor={`scheduling-${to}`}>
                      {copy.to}
                    </label>
                    <input
                      className="office-input"
                      id={`scheduling-${to}`}
                      name={to}
                      type="time"
                      step={300}
                      defaultValue={fields[to] ?? ""}
                      aria-label={`${copy.weekdays[day]}, ${copy.opening(index + 1)}, ${copy.to}`}
                      aria-invalid={errors[to] ? true : undefined}
                      aria-describedby={errors[to] ? `${to}-error` : undefined}
                    />
                    <ErrorText name={from} errors={errors} />
                    <ErrorText name={to} errors={errors} />
                  </div>
                );
              })}
            </fieldset>
          ))}
        </fieldset>
        <button className="office-button" type="submit">
          {copy.save}
        </button>
      </form>
    </div>
  );
}
