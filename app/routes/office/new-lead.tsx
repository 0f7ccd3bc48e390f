import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/new-lead";
import { HOW_HEARD_OPTIONS, PREFERRED_LANGUAGES } from "~/contract/contact-request";
import { requireFormSession, requireSession } from "~/office/context.server";
import { officeCopy } from "~/office/copy";
import { FIELD_LABELS } from "~/office/field-labels";
import { readNewLead, type NewLeadField } from "~/office/lead-forms";
import { AgencyList } from "~/office/lead-panels";
import { FACT_LIMITS, OFFICE_CHANNELS } from "~/office/lead-fields";
import { officeMeta } from "~/office/meta";
import { FieldError, Token } from "~/office/request-forms";
import { CALIFORNIA_AGENCIES } from "~/office/california-agencies";

const copy = officeCopy.newLead;
const LABEL: Record<string, string> = {
  ...Object.fromEntries(FIELD_LABELS),
  bookingNumber: officeCopy.facts.labels.bookingNumber,
};

export const meta: Route.MetaFunction = () => officeMeta(copy.title);

export async function loader({ context }: Route.LoaderArgs) {
  const { office, session } = await requireSession(context);
  const { added } = await office.agencies.list();
  const agencies = [...new Set([...CALIFORNIA_AGENCIES, ...added.map((agency) => agency.name)])].sort((a, b) =>
    a.localeCompare(b, "en"),
  );
  return { csrf: session.csrf, agencies };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  const lead = readNewLead(form);
  // What was typed comes back with its messages: nothing the caller said is lost.
  if (!lead.ok)
    return data({ errors: lead.errors, values: lead.values, spoke: form.get("spoke") === "yes" }, { status: 400 });
  const id = await office.enterLead(session, lead.value, once);
  return redirect(`/office/requests/${id}?sent=entered`);
}

function Field({
  name,
  errors,
  values,
  children,
  hint,
}: {
  name: NewLeadField;
  errors: Partial<Record<NewLeadField, string>>;
  values: Partial<Record<NewLeadField, string>>;
  children: (props: {
    id: string;
    name: string;
    defaultValue: string;
    className: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => React.ReactNode;
  hint?: string;
}) {
  const id = `office-lead-${name}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="office-fact">
      <label className="office-label" htmlFor={id}>
        {LABEL[name]}
      </label>
      {children({
        id,
        name,
        defaultValue: values[name] ?? "",
        className: "office-input",
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint ? (
        <p className="office-small office-muted" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, agencies } = loaderData;
  const errors: Partial<Record<NewLeadField, string>> = actionData?.errors ?? {};
  const values: Partial<Record<NewLeadField, string>> = actionData?.values ?? {};
  const failed = Object.keys(errors).length > 0;
  const text = (max: number) => (props: Parameters<Parameters<typeof Field>[0]["children"]>[0]) => (
    <input {...props} maxLength={max} autoComplete="off" />
  );
  return (
    <div className="office-narrow-wide">
      <p>
        <Link to="/office">{officeCopy.request.back}</Link>
      </p>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <p className="office-muted office-small">{copy.rules}</p>
      {failed ? (
        <div className="office-alert" role="alert">
          <p>{copy.errorsHeading}</p>
          <ul>
            {Object.entries(errors).map(([name, message]) => (
              <li key={name}>
                <a href={`#office-lead-${name}`}>
                  {name === "channel" ? copy.channel : LABEL[name]}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" className="office-card office-stack" noValidate>
        <Token csrf={csrf} />
        <AgencyList agencies={agencies} />
        <fieldset
          className="office-choices"
          aria-describedby={errors.channel ? "office-lead-channel-error" : undefined}
        >
          <legend className="office-label">{copy.channel}</legend>
          {OFFICE_CHANNELS.map((channel, index) => (
            <div key={channel} className="office-check">
              <input
                id={index === 0 ? "office-lead-channel" : `office-lead-channel-${channel}`}
                type="radio"
                name="channel"
                value={channel}
                defaultChecked={(values.channel ?? "phone") === channel}
              />
              <label htmlFor={index === 0 ? "office-lead-channel" : `office-lead-channel-${channel}`}>
                {copy.channels[channel]}
              </label>
            </div>
          ))}
          {errors.channel ? (
            <p className="office-error" id="office-lead-channel-error">
              {errors.channel}
            </p>
          ) : null}
        </fieldset>
        <div className="office-facts-grid">
          <Field name="firstName" errors={errors} values={values}>
            {text(200)}
          </Field>
          <Field name="lastName" errors={errors} values={values}>
            {text(200)}
          </Field>
          <Field name="phone" errors={errors} values={values}>
            {(props) => <input {...props} type="tel" maxLength={40} autoComplete="off" />}
          </Field>
          <Field name="email" errors={errors} values={values}>
            {(props) => <input {...props} type="email" maxLength={200} autoComplete="off" />}
          </Field>
          <Field name="preferredLanguage" errors={errors} values={values}>
            {(props) => (
              <select {...props} defaultValue={props.defaultValue || ""}>
                <option value="">{copy.choose}</option>
                {PREFERRED_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {language}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="bookingNumber" errors={errors} values={values}>
            {text(FACT_LIMITS.line)}
          </Field>
        </div>
        <Field name="caseDescription" errors={errors} values={values}>
          {(props) => <textarea {...props} rows={6} maxLength={10_000} />}
        </Field>
        <div className="office-facts-grid">
          <Field name="incidentDate" errors={errors} values={values}>
            {(props) => <input {...props} type="date" />}
          </Field>
          <Field name="incidentLocation" errors={errors} values={values}>
            {text(200)}
          </Field>
          <Field name="policeAgency" errors={errors} values={values} hint={copy.agencyHint}>
            {(props) => <input {...props} list="office-agency-list" maxLength={200} autoComplete="off" />}
          </Field>
          <Field name="pendingCharges" errors={errors} values={values}>
            {(props) => (
              <select {...props}>
                <option value="">{copy.notKnown}</option>
                <option value="yes">{officeCopy.facts.yes}</option>
                <option value="no">{officeCopy.facts.no}</option>
                <option value="unknown">{officeCopy.facts.unknown}</option>
              </select>
            )}
          </Field>
          <Field name="howHeardAboutUs" errors={errors} values={values}>
            {(props) => (
              <select {...props}>
                <option value="">{copy.choose}</option>
                {HOW_HEARD_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="office-check">
          <input
            id="office-lead-spoke"
            type="checkbox"
            name="spoke"
            value="yes"
            defaultChecked={actionData?.spoke ?? false}
            aria-describedby="office-lead-spoke-note"
          />
          <label htmlFor="office-lead-spoke">{copy.spoke}</label>
        </div>
        <p className="office-small office-muted" id="office-lead-spoke-note">
          {copy.spokeNote}
        </p>
        <div className="office-actions">
          <button className="office-button" type="submit">
            {copy.submit}
          </button>
          <Link to="/office/agencies">{copy.agencies}</Link>
        </div>
      </form>
    </div>
  );
}
